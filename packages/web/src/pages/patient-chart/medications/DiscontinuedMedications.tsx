import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type DiscontinuedMedication } from '@carenest/core';

/**
 * The chart's discontinued medications, most recently stopped first: each with its last dose, who stopped it,
 * when and why, and its order history. Nothing is shown while none was ever stopped.
 */
export function DiscontinuedMedications({
  medications,
  timeZone,
  onShowVersions,
}: {
  medications: readonly DiscontinuedMedication[];
  timeZone: string;
  onShowVersions: (medicationId: string) => void;
}) {
  if (medications.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="discontinued-medications-heading">
      <Title order={3} fz="md" id="discontinued-medications-heading">
        Discontinued medications
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {medications.map((medication) => (
          <Paper key={medication.id} withBorder radius="md" p="sm" component="li" bg="gray.0">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {medication.name} · {medication.dosage}
                </Text>
                <Text fz="sm">Reason: {medication.reason}</Text>
                <Text fz="xs" c="dimmed">
                  Stopped by {medication.discontinuedBy.name} on{' '}
                  {formatDateTime(new Date(medication.discontinuedAt), timeZone)}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => onShowVersions(medication.id)}
                aria-label={`Order history of ${medication.name}`}
              >
                Order history
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
