import { Stack, Text, Title } from '@mantine/core';

/** The id of a wizard step's heading, which receives focus when the step opens. */
export function stepHeadingId(step: number): string {
  return `hipaa-step-${step}-heading`;
}

/** A step's level-2 heading (focusable by script, not by Tab) and its one-line instruction. */
export function StepHeading({
  step,
  title,
  instruction,
}: {
  step: number;
  title: string;
  instruction: string;
}) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="lg" id={stepHeadingId(step)} tabIndex={-1} style={{ outlineOffset: 4 }}>
        Step {step} of 3: {title}
      </Title>
      <Text fz="sm" c="dimmed">
        {instruction}
      </Text>
    </Stack>
  );
}
