import { Group, Progress, Stack, Text } from '@mantine/core';
import { staffLoadBarWidth, staffLoadColour, staffLoadPercentage } from '@carenest/core';

/** "Patient load: N of maximum" with a bar coloured by the spec's load thresholds. */
export function PatientLoadSummary({ count, maximum }: { count: number; maximum: number }) {
  const percentage = staffLoadPercentage(count, maximum);
  const label = `Patient load: ${count} of ${maximum}`;
  return (
    <Stack gap={6} w={{ base: '100%', xs: 260 }}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          {label}
        </Text>
        <Text fz="sm" c="dimmed">
          {Math.round(percentage)}%
        </Text>
      </Group>
      <Progress
        value={staffLoadBarWidth(percentage)}
        color={staffLoadColour(percentage)}
        size="md"
        radius="xl"
        aria-label={label}
      />
    </Stack>
  );
}
