import { useState } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { MESSAGES, incidentPolicy, type Incident, type IncidentStatus } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useIncidents } from '../../api/incidents.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { CloseIncidentDialog } from './CloseIncidentDialog.tsx';
import { IncidentCard } from './IncidentCard.tsx';
import { ReviewIncidentDialog } from './ReviewIncidentDialog.tsx';

/** How many reports one page lists (newest first). */
const PAGE_SIZE = 20;

/**
 * The reported incidents the user sees, newest first (of one child on the chart, or all), a page at a time,
 * with its loading, empty and error states; an administrator reviews and closes each from its card.
 */
export function IncidentList({
  patientId,
  status,
  timeZone,
  emptyMessage,
}: {
  patientId?: string;
  status?: IncidentStatus;
  timeZone: string;
  emptyMessage: string;
}) {
  const actor = policyActorOf(useSignedInUser());
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<Incident | null>(null);
  const [closing, setClosing] = useState<Incident | null>(null);
  const incidents = useIncidents({
    ...(patientId ? { patientId } : {}),
    ...(status ? { status } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const canReview = incidentPolicy.canReview(actor);

  if (incidents.isPending) return <Skeleton height={120} radius="md" aria-label="Loading incidents" />;
  if (incidents.isError)
    return (
      <QueryErrorAlert
        title={MESSAGES.failedToLoadIncidents}
        message={describeError(incidents.error)}
        onRetry={() => void incidents.refetch()}
        isRetrying={incidents.isFetching}
      />
    );
  const { items, total } = incidents.data;
  return (
    <Stack gap="sm">
      {items.length === 0 ? <EmptyListMessage>{emptyMessage}</EmptyListMessage> : null}
      {items.map((incident) => (
        <IncidentCard
          key={incident.id}
          incident={incident}
          timeZone={timeZone}
          onReview={canReview && incident.status !== 'closed' ? () => setReviewing(incident) : undefined}
          onClose={canReview && incident.status !== 'closed' ? () => setClosing(incident) : undefined}
        />
      ))}
      <LabelledPagination total={total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
      <ReviewIncidentDialog incident={reviewing} onClose={() => setReviewing(null)} />
      <CloseIncidentDialog incident={closing} onClose={() => setClosing(null)} />
    </Stack>
  );
}
