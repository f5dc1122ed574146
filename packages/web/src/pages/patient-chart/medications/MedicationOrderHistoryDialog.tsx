import { Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { IconPencil, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { MEDICATION_ROUTE_LABELS, formatDateTime, type MedicationVersion } from '@carenest/core';
import { describeError } from '../../../api/client.ts';
import { useMedicationHistory } from '../../../api/medications.ts';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';

/** One version of the order: what it said, and who wrote it when (and why, for a change). */
function VersionDetails({ version, timeZone }: { version: MedicationVersion; timeZone: string }) {
  const times = version.scheduledTimes.length > 0 ? version.scheduledTimes.join(', ') : 'no scheduled times';
  return (
    <Stack gap={2}>
      <Text fz="sm">
        {version.dosage} · {version.frequency} · {MEDICATION_ROUTE_LABELS[version.route]} · {times}
        {version.isControlled ? ' · controlled' : ''}
      </Text>
      <Text fz="sm">Prescribed by {version.prescribedBy}</Text>
      {version.instructions ? <Text fz="sm">Instructions: {version.instructions}</Text> : null}
      {version.reason ? <Text fz="sm">Reason: {version.reason}</Text> : null}
      <Text fz="xs" c="dimmed">
        By {version.changedBy.name} on {formatDateTime(new Date(version.changedAt), timeZone)}
      </Text>
    </Stack>
  );
}

/**
 * A medication order's history: every version, oldest first (the order as added, then each change with its
 * reason), and its discontinuation with who stopped it and why.
 */
export function MedicationOrderHistoryDialog({
  medicationId,
  timeZone,
  onClose,
}: {
  medicationId: string | null;
  timeZone: string;
  onClose: () => void;
}) {
  const history = useMedicationHistory(medicationId);
  const data = history.data;
  return (
    <Modal
      opened={medicationId !== null}
      onClose={onClose}
      title={data ? `Order history: ${data.name}` : 'Order history'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {history.isPending ? <Loader size="sm" aria-label="Loading the order history" /> : null}
      {history.isError ? (
        <QueryErrorAlert
          title="The order history could not be loaded"
          message={describeError(history.error)}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : null}
      {data ? (
        <Timeline active={data.versions.length} bulletSize={22} lineWidth={2}>
          {data.versions.map((version) => (
            <Timeline.Item
              key={version.version}
              bullet={
                version.version === 1 ? (
                  <IconPlus size={12} aria-hidden />
                ) : (
                  <IconPencil size={12} aria-hidden />
                )
              }
              title={
                <Text fw={600} fz="sm">
                  {version.version === 1 ? 'Version 1: ordered' : `Version ${version.version}: changed`}
                </Text>
              }
            >
              <VersionDetails version={version} timeZone={timeZone} />
            </Timeline.Item>
          ))}
          {data.discontinued ? (
            <Timeline.Item
              bullet={<IconPlayerStop size={12} aria-hidden />}
              color="red"
              title={
                <Text fw={600} fz="sm">
                  Discontinued
                </Text>
              }
            >
              <Text fz="sm">Reason: {data.discontinued.reason}</Text>
              <Text fz="xs" c="dimmed">
                By {data.discontinued.by.name} on {formatDateTime(new Date(data.discontinued.at), timeZone)}
              </Text>
            </Timeline.Item>
          ) : null}
        </Timeline>
      ) : null}
    </Modal>
  );
}
