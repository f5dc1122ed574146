import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ROLE_LABELS, type StaffWorkload } from '@carenest/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { StaffLoadBar } from './StaffLoadBar.tsx';
import { loadSummary, specialtyLabel } from './staff-labels.ts';

/** Staff workload overview: each active nurse or therapist with their specializations and load bar. */
export function StaffWorkloadPanel({ staff }: { staff: StaffWorkload[] }) {
  return (
    <PanelCard title="Staff workload">
      {staff.length === 0 ? <EmptyListMessage>No staff members match this filter</EmptyListMessage> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        {staff.map((member) => {
          const name = `${member.firstName} ${member.lastName}`;
          return (
            <Paper key={member.id} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} truncate>
                    {name}
                  </Text>
                  <Badge variant="light" color={member.role === 'nurse' ? 'blue' : 'grape'}>
                    {ROLE_LABELS[member.role]}
                  </Badge>
                </Group>
                <Text fz="xs" c="dimmed" lineClamp={2}>
                  {member.specializations.length > 0
                    ? member.specializations.map(specialtyLabel).join(', ')
                    : 'No specializations listed'}
                </Text>
                <StaffLoadBar
                  currentPatientCount={member.currentPatientCount}
                  maxPatientLoad={member.maxPatientLoad}
                  label={`${name} load: ${loadSummary(member)}`}
                />
                <Text fz="sm">{loadSummary(member)}</Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </PanelCard>
  );
}
