import { useEffect, useState } from 'react';
import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ERROR_CODES, MESSAGES, assignmentPolicy, type AssignmentPatient } from '@carenest/core';
import { useAssignmentOverview } from '../../api/assignments.ts';
import { ApiError } from '../../api/client.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError } from '../../notifications/notify.ts';
import { RestrictedNotice } from '../../components/RestrictedNotice.tsx';
import { AssignStaffDialog } from './AssignStaffDialog.tsx';
import { PatientAssignmentCard } from './PatientAssignmentCard.tsx';
import { StaffWorkloadPanel } from './StaffWorkloadPanel.tsx';
import { UnassignDialog, type PendingUnassignment } from './UnassignDialog.tsx';
import { filterStaff, searchPatients, type StaffRoleFilter } from './assignment-filters.ts';
import { useAssignmentActions } from './use-assignment-actions.ts';

const TITLE = 'Patient Assignments';
const ROLE_FILTER_OPTIONS = [
  { value: 'all', label: 'All staff' },
  { value: 'nurse', label: 'Nurses' },
  { value: 'therapist', label: 'Therapists' },
];

/**
 * Patient assignments (/assignments, administrators): the staff workload with load bars, patient search,
 * a staff-role filter, the active patients with their assignments (Unassign), and Assign Staff.
 */
export function AssignmentsPage() {
  usePageTitle(TITLE);
  const actor = policyActorOf(useSignedInUser());
  const timeZone = useTimeZone();
  const canManage = assignmentPolicy.canRead(actor);
  const [search, setSearch] = useState('');
  const [roleFilter, setRoleFilter] = useState<StaffRoleFilter>('all');
  const [assigning, setAssigning] = useState<AssignmentPatient | null>(null);
  const [unassigning, setUnassigning] = useState<PendingUnassignment | null>(null);
  const actions = useAssignmentActions();
  const overview = useAssignmentOverview({ enabled: canManage });
  const failure = overview.error instanceof ApiError ? overview.error : null;
  const isRestricted = !canManage || (failure?.status === 403 && failure.code === ERROR_CODES.forbidden);
  const failureTime = overview.errorUpdatedAt;
  const isQuietFailure = failure?.status === 401 || failure?.status === 403;
  useEffect(() => {
    if (failureTime > 0 && !isQuietFailure) notifyError(MESSAGES.failedToLoadAssignments);
  }, [failureTime, isQuietFailure]);

  if (isRestricted) {
    return (
      <Stack>
        <PageHeader title={TITLE} />
        <RestrictedNotice message={MESSAGES.assignmentsRestricted} />
      </Stack>
    );
  }

  const data = overview.data;
  const patients = data ? searchPatients(data.patients, search) : [];

  return (
    <Stack gap="md">
      <PageHeader title={TITLE} subtitle="Who looks after which child, and how full each caseload is." />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search patients"
          placeholder="Name or MRN"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Staff role"
          data={ROLE_FILTER_OPTIONS}
          value={roleFilter}
          onChange={(value) => setRoleFilter((value ?? 'all') as StaffRoleFilter)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {overview.isError && !isQuietFailure ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadAssignments}
          message="Check your connection and try again."
          onRetry={() => void overview.refetch()}
          isRetrying={overview.isFetching}
        />
      ) : null}
      {overview.isPending && !overview.isError ? <Skeleton height={360} radius="md" aria-hidden /> : null}
      {data ? <StaffWorkloadPanel staff={filterStaff(data.staff, roleFilter)} /> : null}
      {data ? (
        <Stack gap="sm" component="section" aria-labelledby="assignment-patients-heading">
          <Group justify="space-between">
            <Title order={2} fz="lg" id="assignment-patients-heading">
              Patients
            </Title>
            <Text fz="sm" c="dimmed" aria-live="polite">
              {patients.length} of {data.patients.length} active patients
            </Text>
          </Group>
          {patients.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <EmptyListMessage>No patients match this search</EmptyListMessage>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
              {patients.map((patient) => (
                <PatientAssignmentCard
                  key={patient.id}
                  patient={patient}
                  timeZone={timeZone}
                  onAssign={setAssigning}
                  onUnassign={(owner, assignment) => setUnassigning({ patient: owner, assignment })}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ) : null}
      <AssignStaffDialog
        patient={assigning}
        staff={data?.staff ?? []}
        onClose={() => setAssigning(null)}
        onAssign={(input) => actions.assign(input, () => setAssigning(null))}
      />
      <UnassignDialog
        pending={unassigning}
        isSaving={actions.isUnassigning}
        onCancel={() => setUnassigning(null)}
        onConfirm={(pending) => actions.unassign(pending.assignment.id, () => setUnassigning(null))}
      />
    </Stack>
  );
}
