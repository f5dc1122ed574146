import { Alert, Button, Checkbox, List, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { HIPAA_RESPONSIBILITIES } from '@carenest/core';
import { StepActions } from './StepActions.tsx';
import { StepHeading } from './StepHeading.tsx';

/** Core's summary split into what the user must do and what happens on a violation. */
const CONSEQUENCES = HIPAA_RESPONSIBILITIES.filter((item) => item.startsWith('Violations'));
const RESPONSIBILITIES = HIPAA_RESPONSIBILITIES.filter((item) => !CONSEQUENCES.includes(item));

/** Step 2, Acknowledge: responsibilities and consequences, the "understood" tick box, Back and Continue. */
export function AcknowledgeStep({
  isUnderstood,
  onUnderstoodChange,
  error,
  onBack,
  onContinue,
}: {
  isUnderstood: boolean;
  onUnderstoodChange: (isUnderstood: boolean) => void;
  error: string | null;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <Stack gap="md">
      <StepHeading
        step={2}
        title="Acknowledge"
        instruction="Confirm that you understand your responsibilities under this agreement."
      />
      <Title order={3} fz="md">
        Your responsibilities
      </Title>
      <List
        spacing="xs"
        fz="sm"
        icon={
          <ThemeIcon size={20} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {RESPONSIBILITIES.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      {CONSEQUENCES.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          title="Consequences of violations"
          icon={<IconAlertTriangle aria-hidden />}
        >
          {CONSEQUENCES.join(' ')}
        </Alert>
      ) : null}
      <Checkbox
        label="I understand my obligations and the consequences of violating this agreement"
        checked={isUnderstood}
        onChange={(event) => onUnderstoodChange(event.currentTarget.checked)}
        error={error}
      />
      <StepActions
        start={
          <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Back
          </Button>
        }
        end={
          <Button onClick={onContinue} rightSection={<IconArrowRight size={16} aria-hidden />}>
            Continue to Signature
          </Button>
        }
      />
    </Stack>
  );
}
