import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { ROLE_LABELS, isAtCapacity, type StaffWorkload } from '@carenest/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { StaffLoadBar } from './StaffLoadBar.tsx';
import { loadSummary } from './staff-labels.ts';

/** The staff list of Assign Staff: one radio per eligible staff member, each with their load. */
export function StaffChoice({
  staff,
  roleLabel,
  value,
  error,
  onChange,
}: {
  staff: StaffWorkload[];
  roleLabel: string;
  value: string;
  error?: string;
  onChange: (staffId: string) => void;
}) {
  return (
    <Radio.Group label="Staff member" withAsterisk value={value} onChange={onChange} error={error}>
      {staff.length === 0 ? <EmptyListMessage>{`No active ${roleLabel} available`}</EmptyListMessage> : null}
      <Stack gap={6} mt={6}>
        {staff.map((member) => {
          const name = `${member.firstName} ${member.lastName}`;
          const isFull = isAtCapacity(member.currentPatientCount, member.maxPatientLoad);
          return (
            <Radio.Card key={member.id} value={member.id} radius="md" p="xs" aria-label={name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={6} justify="space-between" wrap="nowrap">
                    <Text fz="sm" fw={600} truncate>
                      {name}
                    </Text>
                    {isFull ? (
                      <Badge size="xs" color="red" variant="light">
                        Full
                      </Badge>
                    ) : (
                      <Text fz="xs" c="dimmed">
                        {ROLE_LABELS[member.role]}
                      </Text>
                    )}
                  </Group>
                  <StaffLoadBar
                    currentPatientCount={member.currentPatientCount}
                    maxPatientLoad={member.maxPatientLoad}
                    label={`${name} load`}
                  />
                  <Text fz="xs" c="dimmed">
                    {loadSummary(member)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
