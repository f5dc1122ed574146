import type { Transaction } from 'kysely';
import { incidentPolicy, missingAgencyReports, type Incident, type PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';
import { findVisibleIncident, loadIncidentParts, type IncidentRow } from './load-incidents.ts';

/**
 * Reports as one reader may see them (the schema's `incidentSchema`): each names only the children the reader
 * sees; a parent's family view holds only their own child, without the narrative, staff, agencies, review or
 * corrective action (free text that may name another child).
 */
export async function presentIncidents(
  trx: Transaction<Database>,
  actor: PolicyActor,
  rows: readonly IncidentRow[],
): Promise<Incident[]> {
  if (rows.length === 0) return [];
  const parts = await loadIncidentParts(
    trx,
    actor,
    rows.map((row) => row.id),
  );
  const isWhole = incidentPolicy.canReadWhole(actor);
  const names = await loadUserNames(
    trx,
    [
      ...rows.flatMap((row) => [row.reported_by, row.reviewed_by, row.closed_by]),
      ...parts.children.map((child) => child.care_given_by),
      ...parts.staff.map((member) => member.user_id),
      ...parts.agencies.map((agency) => agency.recorded_by),
    ].filter((id): id is string => id !== null),
  );
  return rows.map((row) => {
    const children = parts.children.filter((child) => child.incident_id === row.id);
    const seen = children.filter((child) => parts.visiblePatientIds.has(child.patient_id));
    const agencies = parts.agencies.filter((agency) => agency.incident_id === row.id);
    return {
      id: row.id,
      incidentType: row.incident_type,
      status: row.status,
      occurredAt: row.occurred_at.toISOString(),
      location: row.location,
      description: isWhole ? row.description : null,
      children: seen.map((child) => ({
        patient: { id: child.patient_id, name: `${child.first_name} ${child.last_name}` },
        careGiven: child.care_given,
        careGivenBy: personOf(names, child.care_given_by),
        parentNotification:
          child.parent_notified_name && child.parent_notified_at && child.parent_notification_method
            ? {
                notifiedName: child.parent_notified_name,
                notifiedAt: child.parent_notified_at.toISOString(),
                method: child.parent_notification_method,
              }
            : null,
      })),
      otherChildrenCount: isWhole ? children.length - seen.length : 0,
      staffInvolved: isWhole
        ? parts.staff
            .filter((member) => member.incident_id === row.id)
            .map((member) => personOf(names, member.user_id))
        : null,
      correctiveAction: isWhole ? row.corrective_action : null,
      notifiedAgencies: isWhole
        ? agencies.map((agency) => ({
            agency: agency.agency,
            notifiedAt: agency.notified_at.toISOString(),
            reference: agency.reference,
            recordedBy: personOf(names, agency.recorded_by),
          }))
        : null,
      missingAgencyReports: isWhole ? missingAgencyReports(row.incident_type, agencies) : [],
      reportedBy: isWhole ? personOf(names, row.reported_by) : null,
      reportedAt: row.reported_at.toISOString(),
      review:
        isWhole && row.review_notes !== null && row.reviewed_by && row.reviewed_at
          ? {
              notes: row.review_notes,
              reviewedBy: personOf(names, row.reviewed_by),
              reviewedAt: row.reviewed_at.toISOString(),
            }
          : null,
      closedBy: isWhole && row.closed_by ? personOf(names, row.closed_by) : null,
      closedAt: row.closed_at?.toISOString() ?? null,
      medicationErrorFinding:
        isWhole && row.eod_report_id && row.administration_id
          ? { eodReportId: row.eod_report_id, administrationId: row.administration_id }
          : null,
      isFamilyView: !isWhole,
    };
  });
}

/** The report as the actor now sees it, after a change in this transaction. */
export async function incidentAnswer(
  trx: Transaction<Database>,
  actor: PolicyActor,
  incidentId: string,
): Promise<{ incident: Incident }> {
  const row = await findVisibleIncident(trx, actor, incidentId);
  if (!row) throw new Error('a changed incident could not be read back');
  const [incident] = await presentIncidents(trx, actor, [row]);
  return { incident: incident! };
}
