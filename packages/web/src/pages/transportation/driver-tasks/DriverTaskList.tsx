import { useState } from 'react';
import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import {
  DRIVER_MESSAGE_TYPE_LABELS,
  DRIVER_TASK_PRIORITY_LABELS,
  MESSAGES,
  driverTaskPolicy,
  formatCalendarDate,
  formatDateTime,
  type DriverTask,
  type DriverTaskPriority,
  type PolicyActor,
} from '@carenest/core';
import { useSetDriverTaskCompletion } from '../../../api/driver-tasks.ts';
import { submitForm } from '../../../forms/submit-form.ts';

/** The badge colour of each priority (the theme's red, orange and gray). */
const PRIORITY_COLORS: Record<DriverTaskPriority, string> = { high: 'red', medium: 'orange', low: 'gray' };

/**
 * A list of driver tasks, each a checkbox named by its title that ticks it off or opens it again (for its
 * driver and administrators; it shows the new state at once while saving), with its type, priority, due date, child, details and, for administrators,
 * the driver; a ticked task says who ticked it and when.
 */
export function DriverTaskList({
  tasks,
  actor,
  timeZone,
}: {
  tasks: readonly DriverTask[];
  actor: PolicyActor;
  timeZone: string;
}) {
  const completion = useSetDriverTaskCompletion();
  // What each checkbox shows while its change is saved: the state asked for, set in the tap itself.
  const [asked, setAsked] = useState<Record<string, boolean>>({});
  const isTicked = (task: DriverTask) => asked[task.id] ?? task.isCompleted;
  const toggle = async (task: DriverTask) => {
    const isCompleted = !isTicked(task);
    setAsked((current) => ({ ...current, [task.id]: isCompleted }));
    await submitForm({
      write: () => completion.mutateAsync({ taskId: task.id, isCompleted }),
      success: isCompleted ? MESSAGES.driverTaskCompleted : MESSAGES.driverTaskReopened,
    });
    setAsked(({ [task.id]: _settled, ...rest }) => rest);
  };
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {tasks.map((task) => (
        <Paper component="li" key={task.id} withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Checkbox
              size="md"
              checked={isTicked(task)}
              disabled={!driverTaskPolicy.canComplete(actor, { driverId: task.driver.id })}
              onChange={() => void toggle(task)}
              label={
                <Text fw={600} td={task.isCompleted ? 'line-through' : undefined}>
                  {task.title}
                </Text>
              }
            />
            <Group gap="xs" wrap="wrap">
              <Badge color={PRIORITY_COLORS[task.priority]} variant="light">
                {DRIVER_TASK_PRIORITY_LABELS[task.priority]} priority
              </Badge>
              <Badge color="gray" variant="outline">
                {DRIVER_MESSAGE_TYPE_LABELS[task.taskType]}
              </Badge>
              <Text fz="sm">Due {formatCalendarDate(task.dueDate)}</Text>
            </Group>
            {task.patient ? <Text fz="sm">Child: {task.patient.name}</Text> : null}
            {actor.role !== 'driver' ? <Text fz="sm">Driver: {task.driver.name}</Text> : null}
            {task.description ? (
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {task.description}
              </Text>
            ) : null}
            {task.completedAt && task.completedBy ? (
              <Text fz="xs" c="dimmed">
                Completed by {task.completedBy.name} at {formatDateTime(new Date(task.completedAt), timeZone)}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
