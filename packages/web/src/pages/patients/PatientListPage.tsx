import { useEffect } from 'react';
import { Group, Paper, Select, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  MESSAGES,
  PATIENT_LIST_FILTER_LABELS,
  PATIENT_LIST_FILTERS,
  patientPolicy,
  todayInZone,
  type PatientListFilter,
} from '@carenest/core';
import { ApiError } from '../../api/client.ts';
import { usePatientList } from '../../api/patients.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError } from '../../notifications/notify.ts';
import { AccessRestrictedPanel } from './AccessRestrictedPanel.tsx';
import { AddPatientButton } from './AddPatientButton.tsx';
import { PatientCardList } from './PatientCardList.tsx';
import { PatientListEmptyState } from './PatientListEmptyState.tsx';
import { PatientListFooter } from './PatientListFooter.tsx';
import { PatientTable } from './PatientTable.tsx';
import { usePatientListParameters } from './use-patient-list-parameters.ts';

const FILTER_OPTIONS = PATIENT_LIST_FILTERS.map((filter) => ({
  value: filter,
  label: PATIENT_LIST_FILTER_LABELS[filter],
}));

/**
 * The patient list (/patients as "Active Patients", /my-children as "My Children"): server-side
 * search, filter and pages over the patients the user may see, as a table or as cards.
 */
export function PatientListPage({ title }: { title: string }) {
  usePageTitle(title);
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const isDesktop = useMediaQuery('(min-width: 48em)');
  const actor = policyActorOf(user);
  const canViewPatients = patientPolicy.canRead(actor);
  const { query, changeQuery } = usePatientListParameters();
  const patients = usePatientList(query, { enabled: canViewPatients });

  const failureTime = patients.errorUpdatedAt;
  const isUnauthenticated = patients.error instanceof ApiError && patients.error.status === 401;
  useEffect(() => {
    if (failureTime > 0 && !isUnauthenticated) notifyError(MESSAGES.failedToLoadPatients);
  }, [failureTime, isUnauthenticated]);

  if (!canViewPatients) {
    return (
      <Stack>
        <PageHeader title={title} />
        <AccessRestrictedPanel />
      </Stack>
    );
  }

  const today = todayInZone(new Date(), timeZone);
  const data = patients.data;

  return (
    <Stack gap="md">
      <PageHeader title={title} actions={patientPolicy.canCreate(actor) ? <AddPatientButton /> : null} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DebouncedSearchInput
          label="Search patients"
          placeholder="Name or MRN"
          initialValue={query.search ?? ''}
          onSearch={(search) => changeQuery({ search, page: 1 })}
        />
        <Select
          label="Filter"
          data={FILTER_OPTIONS}
          value={query.filter}
          onChange={(filter) => changeQuery({ filter: (filter ?? 'all') as PatientListFilter, page: 1 })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {patients.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadPatients}
          message="Check your connection and try again."
          onRetry={() => void patients.refetch()}
          isRetrying={patients.isFetching}
        />
      ) : null}
      {patients.isPending && !patients.isError ? <Skeleton height={320} radius="md" aria-hidden /> : null}
      {data && data.items.length === 0 ? <PatientListEmptyState /> : null}
      {data && data.items.length > 0 ? (
        isDesktop ? (
          <Paper withBorder radius="md">
            <PatientTable patients={data.items} today={today} />
          </Paper>
        ) : (
          <PatientCardList patients={data.items} today={today} />
        )
      ) : null}
      {data ? (
        <Stack gap="sm">
          <LabelledPagination
            total={data.total}
            pageSize={data.pageSize}
            page={data.page}
            onChange={(page) => changeQuery({ page })}
          />
          <PatientListFooter list={data} />
        </Stack>
      ) : null}
    </Stack>
  );
}
