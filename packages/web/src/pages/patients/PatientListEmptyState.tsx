import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** What the patient list shows with no rows: nothing matches the search or filter. */
export function PatientListEmptyState() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconSearch size={28} />
        </ThemeIcon>
        <Text fw={600}>No patients match your search</Text>
        <Text c="dimmed" fz="sm">
          Try another name or medical record number, or change the filter.
        </Text>
      </Stack>
    </Paper>
  );
}
