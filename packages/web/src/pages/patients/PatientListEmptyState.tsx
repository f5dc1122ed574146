import { Link } from 'react-router';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodKid, IconSearch } from '@tabler/icons-react';

/**
 * What the patient list shows with no rows: a parent with no linked child gets the Link Your Child
 * button; everyone else is told that nothing matches.
 */
export function PatientListEmptyState({ isParentWithoutChildren }: { isParentWithoutChildren: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          {isParentWithoutChildren ? <IconMoodKid size={28} /> : <IconSearch size={28} />}
        </ThemeIcon>
        <Text fw={600}>
          {isParentWithoutChildren ? 'No children linked yet' : 'No patients match your search'}
        </Text>
        {isParentWithoutChildren ? (
          <Button component={Link} to="/my-children?link=1">
            Link Your Child
          </Button>
        ) : (
          <Text c="dimmed" fz="sm">
            Try another name or medical record number, or change the filter.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
