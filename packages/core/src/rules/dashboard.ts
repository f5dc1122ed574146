import type { Role } from '../roles.ts';
import { LIMITS } from '../constants.ts';

/** The four stat cards of each role's dashboard, as keys and spec labels (part 1, "Dashboard by role"). */
export const DASHBOARD_CARDS: Record<Role, readonly { key: string; label: string }[]> = {
  parent: [
    { key: 'myChildren', label: 'My Children' },
    { key: 'upcomingAppointments', label: 'Upcoming Appointments' },
    { key: 'medicationsDue', label: 'Medications Due' },
    { key: 'messages', label: 'Messages' },
  ],
  nurse: [
    { key: 'assignedPatients', label: 'Assigned Patients' },
    { key: 'clinicalNotesToday', label: 'Clinical Notes Today' },
    { key: 'medicationsDue', label: 'Medications Due' },
    { key: 'alerts', label: 'Alerts' },
  ],
  therapist: [
    { key: 'assignedPatients', label: 'Assigned Patients' },
    { key: 'clinicalNotesToday', label: 'Clinical Notes Today' },
    { key: 'medicationsDue', label: 'Medications Due' },
    { key: 'alerts', label: 'Alerts' },
  ],
  administrator: [
    { key: 'activePatients', label: 'Active Patients' },
    { key: 'staffMembers', label: 'Staff Members' },
    { key: 'dailyCensus', label: 'Daily Census' },
    { key: 'systemAlerts', label: 'System Alerts' },
  ],
  super_admin: [
    { key: 'activePatients', label: 'Active Patients' },
    { key: 'staffMembers', label: 'Staff Members' },
    { key: 'dailyCensus', label: 'Daily Census' },
    { key: 'systemAlerts', label: 'System Alerts' },
  ],
  driver: [
    { key: 'todaysRoutes', label: "Today's Routes" },
    { key: 'completedTrips', label: 'Completed Trips' },
    { key: 'pendingPickups', label: 'Pending Pickups' },
    { key: 'routeAlerts', label: 'Route Alerts' },
  ],
};

/** Quick Actions per role (label and target path). */
export const QUICK_ACTIONS: Record<Role, readonly { label: string; path: string }[]> = {
  parent: [
    { label: 'Messages', path: '/messages' },
    { label: 'Med Admin', path: '/my-children' },
  ],
  nurse: [
    { label: 'New Note', path: '/clinical-notes?new=1' },
    { label: 'Assignments', path: '/assigned-patients' },
  ],
  therapist: [
    { label: 'New Note', path: '/clinical-notes?new=1' },
    { label: 'Assignments', path: '/assigned-patients' },
  ],
  administrator: [
    { label: 'Add Patient', path: '/patients' },
    { label: 'Reports', path: '/reports' },
  ],
  super_admin: [
    { label: 'Add Patient', path: '/patients' },
    { label: 'Reports', path: '/reports' },
  ],
  /** Today's routes, opened at the next one still to run (the first not completed or cancelled). */
  driver: [{ label: 'Start Route', path: '/transportation?route=next' }],
};

/** Dashboard subtitle per role. */
export const DASHBOARD_SUBTITLES: Record<Role, string> = {
  parent: "Stay connected with your child's care",
  nurse: 'Your patients and clinical tasks for today',
  therapist: 'Your patients and therapy sessions for today',
  administrator: 'Facility overview and operations',
  super_admin: 'Facility overview and operations',
  driver: 'Your routes and transport tasks for today',
};

/** The greeting for an hour of the day (0-23): morning before 12, afternoon 12 to 17, evening from 18. */
export function greetingForHour(hour: number): 'Good morning' | 'Good afternoon' | 'Good evening' {
  if (hour < LIMITS.greetingAfternoonHour) return 'Good morning';
  if (hour < LIMITS.greetingEveningHour) return 'Good afternoon';
  return 'Good evening';
}
