import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { MESSAGES, SLEEP_QUALITY_LABELS, formatTime } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useMorningHandoff } from '../../api/morning-handoffs.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';

/** A labelled line of the handoff. */
function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text fz="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/**
 * Today's morning handoff from the family on the chart: the night, seizures (flagged), the last feed, the
 * medications given at home with their times (the schedule counts them), notes, who sent it and when.
 */
export function MorningHandoffCard({ patientId, timeZone }: { patientId: string; timeZone: string }) {
  const handoff = useMorningHandoff(patientId);
  const time = (instant: string) => formatTime(new Date(instant), timeZone);
  const data = handoff.data?.handoff;
  return (
    <PanelCard title="Morning handoff">
      {handoff.isPending ? <Skeleton height={80} aria-label="Loading the morning handoff" /> : null}
      {handoff.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadPatients}
          message={describeError(handoff.error)}
          onRetry={() => void handoff.refetch()}
          isRetrying={handoff.isFetching}
        />
      ) : null}
      {handoff.data && !data ? <EmptyListMessage>No handoff from the family today</EmptyListMessage> : null}
      {data ? (
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="light" color={data.sleepQuality === 'poor' ? 'orange' : 'teal'}>
              {SLEEP_QUALITY_LABELS[data.sleepQuality]}
            </Badge>
            {data.seizureCount > 0 ? (
              <Badge color="red">
                {data.seizureCount} seizure{data.seizureCount === 1 ? '' : 's'} overnight
              </Badge>
            ) : null}
          </Group>
          {data.sleepHours !== null ? <Line label="Sleep">{data.sleepHours} hours</Line> : null}
          {data.seizureNotes ? <Line label="Seizures">{data.seizureNotes}</Line> : null}
          {data.lastFeedAt || data.feedNotes ? (
            <Line label="Last feed">
              {[data.lastFeedAt ? time(data.lastFeedAt) : null, data.feedNotes || null]
                .filter(Boolean)
                .join(' · ')}
            </Line>
          ) : null}
          {data.homeDoses.length > 0 ? (
            <Line label="Given at home">
              {data.homeDoses
                .map((dose) => `${dose.medicationName} ${dose.dosage} at ${time(dose.givenAt)}`)
                .join('; ')}
            </Line>
          ) : null}
          {data.notes ? <Line label="Notes">{data.notes}</Line> : null}
          <Text fz="xs" c="dimmed">
            Sent by {data.submittedBy.name} at {time(data.submittedAt)}
          </Text>
        </Stack>
      ) : null}
    </PanelCard>
  );
}
