import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent, LiveEventKind } from '@carenest/core';
import {
  accountKeys,
  assignedPatientKeys,
  assignmentKeys,
  authKeys,
  billingKeys,
  clinicalNoteKeys,
  dashboardKeys,
  documentKeys,
  driverTaskKeys,
  eodReportKeys,
  medicationKeys,
  messageKeys,
  myChildrenKeys,
  notificationKeys,
  patientKeys,
  securityKeys,
  staffingKeys,
  systemAlertKeys,
  transportKeys,
  userKeys,
  vitalParameterKeys,
  vitalSignsKeys,
} from '../api/query-keys.ts';

/**
 * What each kind of live event makes stale: the query keys (through the areas' key factories) of every screen
 * that shows what changed. The screens re-read through the audited GETs; an event never carries the data.
 */
export const INVALIDATIONS: Record<LiveEventKind, readonly QueryKey[]> = {
  'patient.changed': [patientKeys.all, assignedPatientKeys.all, assignmentKeys.all, dashboardKeys.all],
  'assignment.changed': [
    assignmentKeys.all,
    assignedPatientKeys.all,
    patientKeys.all,
    userKeys.all,
    dashboardKeys.all,
  ],
  'medication.changed': [medicationKeys.all, dashboardKeys.all],
  'administration.recorded': [medicationKeys.all, myChildrenKeys.all, dashboardKeys.all],
  'clinical-note.changed': [clinicalNoteKeys.all, dashboardKeys.all],
  'vital-signs.recorded': [vitalSignsKeys.all, myChildrenKeys.all, dashboardKeys.all],
  'vital-parameters.changed': [vitalParameterKeys.all],
  'route.changed': [transportKeys.all, myChildrenKeys.all, dashboardKeys.all],
  'attendance.changed': [transportKeys.all, myChildrenKeys.all, dashboardKeys.all, staffingKeys.all],
  'staffing.changed': [staffingKeys.all],
  'driver-task.changed': [driverTaskKeys.all, dashboardKeys.all],
  'message.changed': [messageKeys.all, dashboardKeys.all],
  'claim.changed': [billingKeys.claims()],
  // The list and the banners; an open report is immutable and stays as it was verified.
  'eod-report.changed': [eodReportKeys.lists(), eodReportKeys.statuses()],
  // Lists only: an open document's detail is an audited view, recorded once when it is opened, never again
  // because something else changed in the background.
  'document.changed': [documentKeys.lists()],
  'notification.created': [notificationKeys.all],
  'user.changed': [userKeys.all, assignmentKeys.all, accountKeys.all, authKeys.session()],
  'system-alert.changed': [systemAlertKeys.all, dashboardKeys.all],
  'security-event.changed': [securityKeys.all],
  'session.ended': [authKeys.session(), accountKeys.all],
};

/** Marks stale every query the event concerns, so the screens showing them read them again. */
export function invalidateForEvent(queryClient: QueryClient, event: LiveEvent): void {
  for (const queryKey of INVALIDATIONS[event.kind]) void queryClient.invalidateQueries({ queryKey });
}
