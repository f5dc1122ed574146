import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSearch, IconUsers } from '@tabler/icons-react';

/** What the caseload shows with no cards: nobody assigned yet, or nobody matching the search. */
export function AssignedPatientsEmptyState({ hasAssignedPatients }: { hasAssignedPatients: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          {hasAssignedPatients ? <IconSearch size={28} /> : <IconUsers size={28} />}
        </ThemeIcon>
        <Text fw={600}>
          {hasAssignedPatients ? 'No patients match your search' : 'No patients are assigned to you yet.'}
        </Text>
        <Text c="dimmed" fz="sm">
          {hasAssignedPatients
            ? 'Try another name, MRN or diagnosis, or change the filter.'
            : 'An administrator assigns patients to you under Assignments.'}
        </Text>
      </Stack>
    </Paper>
  );
}
