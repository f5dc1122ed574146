import {
  MESSAGES,
  mergeAgencyNotifications,
  missingAgencyReports,
  type ValidCloseIncident,
  type ValidReviewIncident,
} from '@carenest/core';
import { badRequest, conflict } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { insertAgencyNotifications, loadAgencyNotifications } from './agency-notifications.ts';
import type { IncidentRow } from './load-incidents.ts';

/** A closed report is final: its review and close are refused with a 409. */
function refuseClosed(incident: IncidentRow): void {
  if (incident.status === 'closed') throw conflict(MESSAGES.incidentClosed);
}

/**
 * An administrator reviews a report: notes, the kind as found, agency notifications recorded since; audited
 * as REVIEW_INCIDENT. A report found to be a suspicion of abuse or neglect is kept even before its agencies
 * are recorded (the suspicion must not be lost), shows which are missing and cannot close without them.
 */
export async function reviewIncident(
  scope: CommandScope & { incident: IncidentRow; input: ValidReviewIncident },
): Promise<void> {
  const { trx, actor, now, incident, input } = scope;
  refuseClosed(incident);
  const incidentType = input.incidentType ?? incident.incident_type;
  await trx
    .updateTable('incidents')
    .set({
      incident_type: incidentType,
      status: 'reviewed',
      review_notes: input.reviewNotes,
      reviewed_by: actor.userId,
      reviewed_at: now,
    })
    .where('id', '=', incident.id)
    .execute();
  await insertAgencyNotifications(scope, incident.id, input.notifiedAgencies);
  await auditChange(scope, {
    action: 'REVIEW_INCIDENT',
    resourceType: 'INCIDENT',
    resourceId: incident.id,
    oldValues: { status: incident.status, incidentType: incident.incident_type },
    newValues: {
      status: 'reviewed',
      incidentType,
      notifiedAgencies: input.notifiedAgencies.map((entry) => entry.agency),
    },
  });
}

/**
 * An administrator closes a report with its corrective action (Florida 59A-13.005), audited as
 * CLOSE_INCIDENT. A suspicion of abuse or neglect closes only once HHSC and law enforcement are both recorded
 * as notified (26 TAC §550.903): otherwise a 400 naming `notifiedAgencies`, nothing written.
 */
export async function closeIncident(
  scope: CommandScope & { incident: IncidentRow; input: ValidCloseIncident },
): Promise<void> {
  const { trx, actor, now, incident, input } = scope;
  refuseClosed(incident);
  const recorded = await loadAgencyNotifications(scope, incident.id);
  const agencies = mergeAgencyNotifications(recorded, input.notifiedAgencies);
  if (missingAgencyReports(incident.incident_type, agencies).length > 0)
    throw badRequest(MESSAGES.incidentAgencyReportsRequired, {
      notifiedAgencies: MESSAGES.incidentAgencyReportsRequired,
    });
  await insertAgencyNotifications(scope, incident.id, input.notifiedAgencies);
  await trx
    .updateTable('incidents')
    .set({
      status: 'closed',
      corrective_action: input.correctiveAction,
      closed_by: actor.userId,
      closed_at: now,
    })
    .where('id', '=', incident.id)
    .execute();
  await auditChange(scope, {
    action: 'CLOSE_INCIDENT',
    resourceType: 'INCIDENT',
    resourceId: incident.id,
    oldValues: { status: incident.status, correctiveAction: incident.corrective_action },
    newValues: { status: 'closed', correctiveAction: input.correctiveAction },
  });
}
