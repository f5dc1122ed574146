import { useEffect, useRef, useState } from 'react';
import { Box, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { HIPAA_AGREEMENT, MESSAGES } from '@carenest/core';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { CareNestLogo } from '../../components/CareNestLogo.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { AcknowledgeStep } from './AcknowledgeStep.tsx';
import { AgreementFacts } from './AgreementFacts.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { SignStep } from './SignStep.tsx';
import { stepHeadingId } from './StepHeading.tsx';
import { useHipaaActions } from './use-hipaa-actions.ts';

/** The wizard's steps, by index. */
const STEP = { review: 0, acknowledge: 1, sign: 2 } as const;

/** Label and short description of each step in the stepper. */
const STEP_LABELS = [
  { label: 'Review Document', description: 'Read the agreement' },
  { label: 'Acknowledge', description: 'Your obligations' },
  { label: 'Sign', description: 'Digital signature' },
] as const;

/**
 * The HIPAA compliance screen shown instead of the app until the agreement is signed: the agreement's
 * facts and a three-step wizard (Review Document, Acknowledge, Sign). Declining signs the user out.
 */
export function HipaaAgreementScreen() {
  usePageTitle('HIPAA Compliance Agreement');
  const user = useSignedInUser();
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const [activeStep, setActiveStep] = useState<number>(STEP.review);
  const [isRead, setIsRead] = useState(false);
  const [isUnderstood, setIsUnderstood] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [understoodError, setUnderstoodError] = useState<string | null>(null);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const { sign, isSigning, decline, isDeclining } = useHipaaActions({ onSignFailed: setSignatureError });
  const hasMovedRef = useRef(false);

  // After Continue or Back, the new step's heading takes focus so keyboard and screen reader users
  // start reading at the top of the step (not on the first render).
  useEffect(() => {
    if (!hasMovedRef.current) return;
    document.getElementById(stepHeadingId(activeStep + 1))?.focus();
  }, [activeStep]);

  const goTo = (step: number) => {
    hasMovedRef.current = true;
    setActiveStep(step);
  };

  const continueFromReview = () => {
    if (!isRead) {
      setReadError(MESSAGES.hipaaReadRequired);
      return;
    }
    goTo(STEP.acknowledge);
  };

  const continueFromAcknowledge = () => {
    if (!isUnderstood) {
      setUnderstoodError(MESSAGES.hipaaUnderstoodRequired);
      return;
    }
    goTo(STEP.sign);
  };

  const declineAgreement = () => decline();

  // On phones only the current step shows its label, so the stepper stays on one line. The name holds
  // every word the step shows, in order (WCAG 2.5.3, label in name), so voice control finds a step by
  // what it reads; the trailing spaces keep the number, label and description apart as words.
  const stepLabelProps = (step: number) => {
    const { label, description } = STEP_LABELS[step]!;
    const isLabelShown = !isNarrow || step === activeStep;
    return {
      icon: `${step + 1} `,
      label: isLabelShown ? `${label} ` : undefined,
      description: isNarrow ? undefined : description,
      'aria-label': isNarrow ? `Step ${step + 1}: ${label}` : `Step ${step + 1}: ${label}, ${description}`,
      'aria-current': step === activeStep ? ('step' as const) : undefined,
    };
  };

  return (
    <Box component="main" bg="gray.0" mih="100vh" py={{ base: 'md', sm: 40 }}>
      <Container size={760} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <CareNestLogo />
            <Text fz="sm" c="dimmed">
              Signed in as {user.firstName} {user.lastName}
            </Text>
          </Group>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} fz={{ base: 22, sm: 28 }}>
                  {HIPAA_AGREEMENT.title}
                </Title>
                <Text c="dimmed" fz="sm">
                  Before you can see patient information you must review, acknowledge and sign the HIPAA
                  compliance agreement for your role.
                </Text>
              </Stack>
              <AgreementFacts role={user.role} />
              <Stepper
                active={activeStep}
                onStepClick={(step) => step < activeStep && goTo(step)}
                allowNextStepsSelect={false}
                size={isNarrow ? 'xs' : 'sm'}
                wrap={false}
              >
                <Stepper.Step {...stepLabelProps(STEP.review)}>
                  <ReviewStep
                    role={user.role}
                    isRead={isRead}
                    onReadChange={(checked) => {
                      setIsRead(checked);
                      if (checked) setReadError(null);
                    }}
                    error={readError}
                    onContinue={continueFromReview}
                    onDecline={declineAgreement}
                    isDeclining={isDeclining}
                  />
                </Stepper.Step>
                <Stepper.Step {...stepLabelProps(STEP.acknowledge)}>
                  <AcknowledgeStep
                    isUnderstood={isUnderstood}
                    onUnderstoodChange={(checked) => {
                      setIsUnderstood(checked);
                      if (checked) setUnderstoodError(null);
                    }}
                    error={understoodError}
                    onBack={() => goTo(STEP.review)}
                    onContinue={continueFromAcknowledge}
                  />
                </Stepper.Step>
                <Stepper.Step {...stepLabelProps(STEP.sign)}>
                  <SignStep
                    onBack={() => goTo(STEP.acknowledge)}
                    onDecline={declineAgreement}
                    isDeclining={isDeclining}
                    onSign={(signature) =>
                      sign({ readConfirmed: true, understoodConfirmed: true, signature })
                    }
                    isSigning={isSigning}
                    error={signatureError}
                    onErrorChange={setSignatureError}
                  />
                </Stepper.Step>
              </Stepper>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
