import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatTime, type CareTask, type CareTaskKind } from '@carenest/core';

/** The badge of each kind of task: its words and the theme colour that says how pressing it is. */
const KIND_BADGES: Record<CareTaskKind, { label: string; color: string }> = {
  dose_overdue: { label: 'Overdue dose', color: 'red' },
  recheck_due: { label: 'Recheck', color: 'orange' },
  dose_due: { label: 'Dose due', color: 'blue' },
  nursing_note_due: { label: 'Note', color: 'gray' },
  appointment_today: { label: 'Today', color: 'teal' },
};

/**
 * The care team's Tasks & Reminders: each task a link named by its title to where it is done, with its kind,
 * child, time and details (the list is computed by the server from the records; nothing is ticked off here).
 */
export function CareTaskList({ tasks, timeZone }: { tasks: readonly CareTask[]; timeZone: string }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Tasks and reminders">
      {tasks.map((task) => (
        <Paper component="li" key={task.id} withBorder p="sm" radius="md">
          <Stack gap={4}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={task.link} fw={600}>
                {task.title}
              </Anchor>
              <Badge color={KIND_BADGES[task.kind].color} variant="light" style={{ flexShrink: 0 }}>
                {KIND_BADGES[task.kind].label}
              </Badge>
            </Group>
            <Text fz="sm">
              {task.patient.name} · {formatTime(new Date(task.dueAt), timeZone)}
            </Text>
            {task.description ? (
              <Text fz="sm" c="dimmed">
                {task.description}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
