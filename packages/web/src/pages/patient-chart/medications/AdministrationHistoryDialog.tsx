import { Badge, Group, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import { IconPencil, IconSignature } from '@tabler/icons-react';
import { ADMINISTRATION_OUTCOME_LABELS, formatDateTime, type AdministrationHistory } from '@carenest/core';
import { describeError } from '../../../api/client.ts';
import { useAdministrationHistory } from '../../../api/medications.ts';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';

type Version = AdministrationHistory['original'];

function VersionDetails({ version, timeZone }: { version: Version; timeZone: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm">
        {ADMINISTRATION_OUTCOME_LABELS[version.outcome]}
        {version.dosageGiven ? ` · ${version.dosageGiven}` : ''} at{' '}
        {formatDateTime(new Date(version.administrationTime), timeZone)}
      </Text>
      {version.reason ? <Text fz="sm">Reason: {version.reason}</Text> : null}
      {version.notes ? <Text fz="sm">Notes: {version.notes}</Text> : null}
      <Text fz="xs" c="dimmed">
        Recorded by {version.recordedBy.name} on {formatDateTime(new Date(version.recordedAt), timeZone)}
      </Text>
    </Stack>
  );
}

/** An administration's history: the original record as first signed, then each amendment with its reason. */
export function AdministrationHistoryDialog({
  administrationId,
  timeZone,
  onClose,
}: {
  administrationId: string | null;
  timeZone: string;
  onClose: () => void;
}) {
  const history = useAdministrationHistory(administrationId);
  return (
    <Modal
      opened={administrationId !== null}
      onClose={onClose}
      title="Administration History"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {history.isPending ? <Loader size="sm" aria-label="Loading the history" /> : null}
      {history.isError ? (
        <QueryErrorAlert
          title="The history could not be loaded"
          message={describeError(history.error)}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
        />
      ) : null}
      {history.data ? (
        <Timeline active={history.data.amendments.length} bulletSize={22} lineWidth={2}>
          <Timeline.Item
            bullet={<IconSignature size={12} aria-hidden />}
            title={
              <Group gap="xs">
                <Text fw={600} fz="sm">
                  Original record
                </Text>
                {history.data.original.isSigned ? (
                  <Badge size="xs" color="teal" variant="light">
                    Signed
                  </Badge>
                ) : null}
              </Group>
            }
          >
            <VersionDetails version={history.data.original} timeZone={timeZone} />
          </Timeline.Item>
          {history.data.amendments.map((amendment, index) => (
            <Timeline.Item
              key={amendment.id}
              bullet={<IconPencil size={12} aria-hidden />}
              title={
                <Text fw={600} fz="sm">
                  Amendment {index + 1}: {amendment.amendmentReason}
                </Text>
              }
            >
              <VersionDetails version={amendment} timeZone={timeZone} />
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
    </Modal>
  );
}
