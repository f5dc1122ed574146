import { Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { formatDateTime, type DashboardResponse, type Role } from '@carenest/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';

/** Tasks & Reminders of the dashboard; parents see Upcoming Appointments instead (spec). */
export function TasksPanel({
  role,
  tasks,
  timeZone,
}: {
  role: Role;
  tasks: DashboardResponse['tasks'];
  timeZone: string;
}) {
  const isParent = role === 'parent';
  return (
    <PanelCard title={isParent ? 'Upcoming Appointments' : 'Tasks & Reminders'}>
      {tasks.length === 0 ? (
        <EmptyListMessage>{isParent ? 'No upcoming appointments' : 'No tasks or reminders'}</EmptyListMessage>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {tasks.map((task) => (
            <Group component="li" key={task.id} gap="sm" wrap="nowrap" align="flex-start">
              <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={0}>
                <Text fz="sm" fw={600}>
                  {task.title}
                </Text>
                {task.dueAt ? (
                  <Text fz="xs" c="dimmed">
                    Due {formatDateTime(new Date(task.dueAt), timeZone)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
