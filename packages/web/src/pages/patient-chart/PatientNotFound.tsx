import { Link } from 'react-router';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MESSAGES } from '@carenest/core';

/** The chart's "Patient not found" state, with the way back to the user's patient list. */
export function PatientNotFound({ listPath }: { listPath: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="gray" variant="light" aria-hidden>
          <IconSearch size={30} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {MESSAGES.patientNotFound}
        </Title>
        <Text c="dimmed">The record does not exist, or you do not have access to it.</Text>
        <Button component={Link} to={listPath}>
          Back to Patients
        </Button>
      </Stack>
    </Paper>
  );
}
