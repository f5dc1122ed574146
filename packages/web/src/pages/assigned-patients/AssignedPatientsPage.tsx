import { useEffect, useState } from 'react';
import { Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MESSAGES, medicationPolicy, todayInZone } from '@carenest/core';
import { useAssignedPatients } from '../../api/assigned-patients.ts';
import { ApiError } from '../../api/client.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError } from '../../notifications/notify.ts';
import { AssignedPatientCard } from './AssignedPatientCard.tsx';
import { AssignedPatientStats, AssignedPatientStatsSkeleton } from './AssignedPatientStats.tsx';
import { AssignedPatientsEmptyState } from './AssignedPatientsEmptyState.tsx';
import { PatientLoadSummary } from './PatientLoadSummary.tsx';
import {
  ASSIGNED_PATIENT_FILTERS,
  ASSIGNED_PATIENT_FILTER_LABELS,
  filterAssignedPatients,
  type AssignedPatientFilter,
} from './assigned-patient-filters.ts';

const FILTER_OPTIONS = ASSIGNED_PATIENT_FILTERS.map((filter) => ({
  value: filter,
  label: ASSIGNED_PATIENT_FILTER_LABELS[filter],
}));

/**
 * Assigned Patients (/assigned-patients, nurse and therapist): the caseload with its load, stat
 * cards, search and filter (in the browser), and a card per patient.
 */
export function AssignedPatientsPage() {
  const user = useSignedInUser();
  const actor = policyActorOf(user);
  const title = user.role === 'nurse' ? 'My Assigned Patients' : 'Assigned Patients';
  usePageTitle(title);
  const timeZone = useTimeZone();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AssignedPatientFilter>('all');
  const caseload = useAssignedPatients();

  const failureTime = caseload.errorUpdatedAt;
  const isUnauthenticated = caseload.error instanceof ApiError && caseload.error.status === 401;
  useEffect(() => {
    if (failureTime > 0 && !isUnauthenticated) notifyError(MESSAGES.failedToLoadAssignedPatients);
  }, [failureTime, isUnauthenticated]);

  const data = caseload.data;
  const shown = data ? filterAssignedPatients(data.patients, search, filter) : [];
  const today = todayInZone(new Date(), timeZone);

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          data ? <PatientLoadSummary count={data.patients.length} maximum={data.maxPatientLoad} /> : null
        }
      />
      {caseload.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadAssignedPatients}
          message="Check your connection and try again."
          onRetry={() => void caseload.refetch()}
          isRetrying={caseload.isFetching}
        />
      ) : null}
      {caseload.isPending ? (
        <>
          <AssignedPatientStatsSkeleton />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden>
            <Skeleton height={360} radius="md" />
            <Skeleton height={360} radius="md" />
          </SimpleGrid>
        </>
      ) : null}
      {data ? (
        <>
          <AssignedPatientStats patients={data.patients} />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Search assigned patients"
              placeholder="Name, MRN or primary diagnosis"
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
            />
            <Select
              label="Filter"
              data={FILTER_OPTIONS}
              value={filter}
              onChange={(value) => setFilter((value ?? 'all') as AssignedPatientFilter)}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
          {shown.length === 0 ? (
            <AssignedPatientsEmptyState hasAssignedPatients={data.patients.length > 0} />
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, md: 2 }}
              spacing="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Assigned patients"
            >
              {shown.map((patient) => (
                <AssignedPatientCard
                  key={patient.id}
                  patient={patient}
                  today={today}
                  canOpenMedications={medicationPolicy.canAdminister(actor)}
                />
              ))}
            </SimpleGrid>
          )}
          <Text fz="sm" role="status" aria-live="polite">
            Showing {shown.length} of {data.patients.length}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
