import { useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconEraser, IconSignature } from '@tabler/icons-react';
import { HIPAA_SIGNATURE_CANVAS, MESSAGES, formatDate } from '@carenest/core';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import {
  SignaturePadCanvas,
  type SignaturePadHandle,
} from '../../components/signature/SignaturePadCanvas.tsx';
import { TypedSignature } from '../../components/signature/TypedSignature.tsx';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';

const INSTRUCTION_ID = 'hipaa-signature-instruction';
const ERROR_ID = 'hipaa-signature-error';

/**
 * Step 3, Sign: the signature pad (drawn, or a typed name for keyboard users), then Clear Signature, Back,
 * Decline Agreement and Sign & Accept Agreement. Signing an empty pad shows "Please provide your digital
 * signature".
 */
export function SignStep({
  onBack,
  onDecline,
  isDeclining,
  onSign,
  isSigning,
  error,
  onErrorChange,
}: {
  onBack: () => void;
  onDecline: () => void;
  isDeclining: boolean;
  onSign: (signature: string) => void;
  isSigning: boolean;
  error: string | null;
  onErrorChange: (error: string | null) => void;
}) {
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const [today] = useState(() => formatDate(new Date(), timeZone));
  const padRef = useRef<SignaturePadHandle>(null);

  const signAndAccept = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      onErrorChange(MESSAGES.hipaaSignatureRequired);
      return;
    }
    onSign(pad.toPngDataUrl());
  };

  const clearSignature = () => {
    padRef.current?.clear();
    onErrorChange(null);
  };

  return (
    <Stack gap="md">
      <StepHeading
        step={3}
        title="Sign"
        instruction="Sign with your mouse, finger or stylus to accept the agreement."
      />
      <Stack gap={6} maw={604}>
        <Text fz="sm" fw={600} id={INSTRUCTION_ID}>
          Draw your signature in the box below
        </Text>
        <SignaturePadCanvas
          size={HIPAA_SIGNATURE_CANVAS}
          ref={padRef}
          onBeginStroke={() => onErrorChange(null)}
          describedBy={error ? `${INSTRUCTION_ID} ${ERROR_ID}` : INSTRUCTION_ID}
          isInvalid={error !== null}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="xs" c="dimmed">
            Signing as {user.firstName} {user.lastName} on {today}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconEraser size={16} aria-hidden />}
            onClick={clearSignature}
          >
            Clear Signature
          </Button>
        </Group>
        <TypedSignature
          padRef={padRef}
          requiredMessage={MESSAGES.hipaaSignatureRequired}
          onErrorChange={onErrorChange}
        />
        {error ? (
          <Text fz="sm" c="red.9" fw={600} id={ERROR_ID} role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <StepActions
        start={
          <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Back
          </Button>
        }
        end={
          <>
            <Button
              variant="outline"
              color="red"
              onClick={onDecline}
              loading={isDeclining}
              disabled={isSigning}
            >
              Decline Agreement
            </Button>
            <Button
              onClick={signAndAccept}
              loading={isSigning}
              disabled={isDeclining}
              leftSection={<IconSignature size={18} aria-hidden />}
            >
              Sign &amp; Accept Agreement
            </Button>
          </>
        }
      />
    </Stack>
  );
}
