import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconUrgent } from '@tabler/icons-react';
import { MESSAGES } from '@carenest/core';
import { EmergencyAccessDialog } from './EmergencyAccessDialog.tsx';

/**
 * The chart's "Access denied to patient records" panel for a nurse or therapist: the child is not
 * assigned to them. Emergency access opens the chart with a recorded reason; Back returns to their list.
 */
export function PatientAccessDenied({
  patientId,
  listPath,
  onGranted,
}: {
  patientId: string;
  listPath: string;
  onGranted: () => void;
}) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 24 }}>
          {MESSAGES.accessDeniedToPatient}
        </Title>
        <Text c="dimmed" maw={520}>
          This patient is not assigned to you. If a child needs care now, you can open the chart through
          emergency access.
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          <Button
            color="orange.9"
            leftSection={<IconUrgent size={18} aria-hidden />}
            onClick={() => setIsAsking(true)}
          >
            Emergency access
          </Button>
          <Button
            component={Link}
            to={listPath}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back
          </Button>
        </Group>
      </Stack>
      <EmergencyAccessDialog
        patientId={patientId}
        opened={isAsking}
        onClose={() => setIsAsking(false)}
        onGranted={() => {
          setIsAsking(false);
          onGranted();
        }}
      />
    </Paper>
  );
}
