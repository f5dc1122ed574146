import { useState } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { MESSAGES, formatCalendarDate, formatDateTime } from '@carenest/core';
import { describeError } from '../../../api/client.ts';
import { useExclusions } from '../../../api/infection-control.ts';
import { EmptyListMessage } from '../../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { ClearanceForm, ExclusionForm } from './ExclusionForms.tsx';

/**
 * The child's illness exclusions on the chart (Florida 59A-13.020): an open one first, flagged (the child
 * cannot be checked in), each with its symptoms, the actions taken and the return clearance.
 */
export function ExclusionsCard(props: {
  patientId: string;
  timeZone: string;
  today: string;
  canExclude: boolean;
}) {
  const exclusions = useExclusions(props.patientId);
  const [form, setForm] = useState<'exclude' | 'clear' | null>(null);
  const isExcluded = exclusions.data?.items.some((item) => item.clearance === null) ?? false;
  const when = (instant: string) => formatDateTime(new Date(instant), props.timeZone);
  return (
    <PanelCard
      title="Illness exclusion"
      action={
        props.canExclude && exclusions.data && form === null ? (
          isExcluded ? (
            <Button size="xs" onClick={() => setForm('clear')}>
              Record return clearance
            </Button>
          ) : (
            <Button size="xs" color="red" variant="light" onClick={() => setForm('exclude')}>
              Record exclusion
            </Button>
          )
        ) : null
      }
    >
      {isExcluded ? (
        <Alert color="red" title="Excluded">
          {MESSAGES.childExcluded}
        </Alert>
      ) : null}
      {form === 'exclude' ? (
        <ExclusionForm patientId={props.patientId} timeZone={props.timeZone} onDone={() => setForm(null)} />
      ) : null}
      {form === 'clear' ? (
        <ClearanceForm patientId={props.patientId} today={props.today} onDone={() => setForm(null)} />
      ) : null}
      {exclusions.isPending ? <Skeleton height={60} aria-label="Loading exclusions" /> : null}
      {exclusions.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadInfectionLog}
          message={describeError(exclusions.error)}
          onRetry={() => void exclusions.refetch()}
          isRetrying={exclusions.isFetching}
        />
      ) : null}
      {exclusions.data && exclusions.data.items.length === 0 ? (
        <EmptyListMessage>No exclusions recorded</EmptyListMessage>
      ) : null}
      {exclusions.data?.items.map((item) => (
        <Stack key={item.id} gap={2}>
          <Group gap="xs">
            <Badge color={item.clearance ? 'teal' : 'red'} variant="light">
              {item.clearance ? 'Cleared' : 'Open'}
            </Badge>
            <Text fz="sm" fw={600}>
              Isolated {when(item.isolatedAt)}
            </Text>
          </Group>
          <Text fz="sm">{item.symptoms}</Text>
          <Text fz="xs" c="dimmed">
            Recorded by {item.recordedBy.name}
            {item.parentsNotifiedAt ? ` · parents notified ${when(item.parentsNotifiedAt)}` : ''}
            {item.sentHomeAt ? ` · sent home ${when(item.sentHomeAt)}` : ''}
          </Text>
          {item.clearance ? (
            <Text fz="xs" c="dimmed">
              Cleared by {item.clearance.clearedBy.name} with the physician&apos;s statement of{' '}
              {formatCalendarDate(item.clearance.statementDate)}
            </Text>
          ) : null}
        </Stack>
      ))}
    </PanelCard>
  );
}
