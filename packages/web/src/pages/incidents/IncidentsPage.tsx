import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SegmentedControl, Stack } from '@mantine/core';
import {
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
  incidentPolicy,
  type IncidentStatus,
} from '@carenest/core';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { IncidentList } from './IncidentList.tsx';
import { ReportIncidentButton } from './ReportIncidentButton.tsx';
import { prefillOf } from './incident-form.ts';

type StatusFilter = IncidentStatus | 'all';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...INCIDENT_STATUSES.map((value) => ({ value, label: INCIDENT_STATUS_LABELS[value] })),
];

/**
 * Incidents (/incidents, nurses and administrators): Report Incident (prefilled from an end-of-day
 * medication error when the address names one) and the reported incidents, newest first, by status.
 */
export function IncidentsPage() {
  usePageTitle('Incidents');
  const user = useSignedInUser();
  const actor = policyActorOf(user);
  const timeZone = useTimeZone();
  const [search, setSearch] = useSearchParams();
  const [status, setStatus] = useState<StatusFilter>('all');
  const prefill = useMemo(() => prefillOf(search), [search]);
  const dialogPrefill = useMemo(() => prefill ?? {}, [prefill]);
  return (
    <Stack gap="md">
      <PageHeader
        title="Incidents"
        subtitle="Accidents and unusual incidents (Florida 59A-13.005) and abuse or neglect reports (26 TAC §550.903)"
        actions={
          incidentPolicy.canReport(actor) ? (
            <ReportIncidentButton
              prefill={dialogPrefill}
              isOpenedAtStart={prefill !== null}
              onClosed={() => {
                if (prefill) setSearch({}, { replace: true });
              }}
              reporterId={user.id}
              timeZone={timeZone}
            />
          ) : null
        }
      />
      <SegmentedControl
        aria-label="Show incidents"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => setStatus(value as StatusFilter)}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <IncidentList
        key={status}
        {...(status === 'all' ? {} : { status })}
        timeZone={timeZone}
        emptyMessage="No incidents have been reported."
      />
    </Stack>
  );
}
