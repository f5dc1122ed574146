import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardResponse, PolicyActor } from '@carenest/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { DriverTaskList } from '../transportation/driver-tasks/DriverTaskList.tsx';

/**
 * Tasks & Reminders of the dashboard: a driver's open tasks, most pressing first, each ticked off here (the
 * spec only logged it); parents see Upcoming Appointments instead (spec).
 */
export function TasksPanel({
  actor,
  tasks,
  timeZone,
}: {
  actor: PolicyActor;
  tasks: DashboardResponse['tasks'];
  timeZone: string;
}) {
  const isParent = actor.role === 'parent';
  return (
    <PanelCard title={isParent ? 'Upcoming Appointments' : 'Tasks & Reminders'}>
      {tasks.length === 0 ? (
        <EmptyListMessage>{isParent ? 'No upcoming appointments' : 'No tasks or reminders'}</EmptyListMessage>
      ) : (
        <DriverTaskList tasks={tasks} actor={actor} timeZone={timeZone} />
      )}
      {actor.role === 'driver' ? (
        <Anchor component={Link} to="/transportation?tab=tasks" fz="sm" mt="sm" display="inline-block">
          All tasks and messages
        </Anchor>
      ) : null}
    </PanelCard>
  );
}
