import { Anchor, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardResponse, PolicyActor } from '@carenest/core';
import { useAppointments } from '../../api/appointments.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { AppointmentList } from '../appointments/AppointmentList.tsx';
import { DriverTaskList } from '../transportation/driver-tasks/DriverTaskList.tsx';
import { CareTaskList } from './CareTaskList.tsx';

/** A parent's upcoming appointments and waiting requests, for every child. */
function ParentAppointments({ timeZone }: { timeZone: string }) {
  const appointments = useAppointments(null);
  if (appointments.isPending) return <Skeleton height={60} aria-label="Loading appointments" />;
  const items = appointments.data?.items ?? [];
  if (items.length === 0) return <EmptyListMessage>No upcoming appointments</EmptyListMessage>;
  return <AppointmentList appointments={items} showChild timeZone={timeZone} />;
}

/**
 * Tasks & Reminders of the dashboard: a driver's open tasks, most pressing first, each ticked off here (the
 * spec only logged it); the care team's tasks computed from the records, each a link to where it is done;
 * parents see Upcoming Appointments instead (spec), their children's appointments.
 */
export function TasksPanel({
  actor,
  tasks,
  careTasks,
  timeZone,
}: {
  actor: PolicyActor;
  tasks: DashboardResponse['tasks'];
  careTasks: DashboardResponse['careTasks'];
  timeZone: string;
}) {
  const isParent = actor.role === 'parent';
  const isEmpty = tasks.length === 0 && careTasks.length === 0;
  return (
    <PanelCard title={isParent ? 'Upcoming Appointments' : 'Tasks & Reminders'}>
      {isParent ? <ParentAppointments timeZone={timeZone} /> : null}
      {!isParent && isEmpty ? <EmptyListMessage>No tasks or reminders</EmptyListMessage> : null}
      {careTasks.length > 0 ? <CareTaskList tasks={careTasks} timeZone={timeZone} /> : null}
      {!isParent && tasks.length > 0 ? (
        <DriverTaskList tasks={tasks} actor={actor} timeZone={timeZone} />
      ) : null}
      {actor.role === 'driver' ? (
        <Anchor component={Link} to="/transportation?tab=tasks" fz="sm" mt="sm" display="inline-block">
          All tasks and messages
        </Anchor>
      ) : null}
    </PanelCard>
  );
}
