import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { formatDateTime, type VitalSignsRecord } from '@carenest/core';
import { VitalAlertList } from './VitalAlertList.tsx';
import { VitalStatusBadge } from './VitalStatusBadge.tsx';
import { VitalTiles } from './VitalTiles.tsx';

/**
 * One reading of the list: patient, time, recorded by, the status badge, the six tiles and the alerts
 * box; Details opens the detail dialog.
 */
export function VitalSignsRecordCard({
  record,
  timeZone,
  onOpen,
}: {
  record: VitalSignsRecord;
  timeZone: string;
  onOpen: (record: VitalSignsRecord) => void;
}) {
  const time = formatDateTime(new Date(record.recordedAt), timeZone);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-label={`Vital signs of ${record.patientName}, ${time}`}
      className="vital-signs-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700}>{record.patientName}</Text>
              <Text fz="sm" c="dimmed">
                {record.medicalRecordNumber}
              </Text>
              <VitalStatusBadge status={record.status} />
            </Group>
            <Text fz="sm" c="dimmed">
              {time} · Recorded by {record.recordedBy.name}
            </Text>
          </div>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            onClick={() => onOpen(record)}
            aria-label={`Details of the vital signs of ${record.patientName}, ${time}`}
            data-print="hide"
            style={{ flexShrink: 0 }}
          >
            Details
          </Button>
        </Group>
        <VitalTiles record={record} />
        {record.alerts.length > 0 ? (
          <Stack gap={6}>
            <Text fz="sm" fw={700}>
              Alerts
            </Text>
            <VitalAlertList alerts={record.alerts} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
