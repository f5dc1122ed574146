import type { Transaction } from 'kysely';
import {
  INCIDENT_TYPE_LABELS,
  MESSAGES,
  formatDateTime,
  medicationErrorsOfSections,
  type ValidReportIncident,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { createNotifications, findParents } from '../notifications/index.ts';
import { findVisiblePatient, type VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { insertAgencyNotifications } from './agency-notifications.ts';
import { findFacilityStaff } from './staff-options.ts';

/** The children of a report, each loaded through the actor's scope (404 when they may not see one). */
async function loadChildren(scope: CommandScope, input: ValidReportIncident): Promise<VisiblePatient[]> {
  const children: VisiblePatient[] = [];
  for (const child of input.children) {
    const patient = await findVisiblePatient(scope.trx, scope.actor, child.patientId);
    if (!patient) throw notFound(MESSAGES.patientNotFound);
    children.push(patient);
  }
  return children;
}

/**
 * The facility a report belongs to: the reporter's, or (for super_admin) the children's. Every child is of
 * it; a report of nobody by someone of no facility has none (400 naming the children).
 */
function facilityOf(scope: CommandScope, children: readonly VisiblePatient[]): string {
  const facilityId = scope.actor.facilityId ?? children[0]?.facilityId;
  if (!facilityId)
    throw badRequest(MESSAGES.incidentChildrenRequired, { children: MESSAGES.incidentChildrenRequired });
  children.forEach((child, index) => {
    if (child.facilityId !== facilityId)
      throw badRequest(MESSAGES.patientNotFound, {
        [`children.${index}.patientId`]: MESSAGES.patientNotFound,
      });
  });
  return facilityId;
}

/** Every staff member a report names is active staff of its facility, else a 400 naming the field. */
async function checkStaff(trx: Transaction<Database>, facilityId: string, input: ValidReportIncident) {
  const staff = new Set((await findFacilityStaff(trx, facilityId)).map((member) => member.id));
  input.staffInvolved.forEach((userId, index) => {
    if (!staff.has(userId))
      throw badRequest(MESSAGES.incidentStaffUnknown, {
        [`staffInvolved.${index}`]: MESSAGES.incidentStaffUnknown,
      });
  });
  input.children.forEach((child, index) => {
    if (!staff.has(child.careGivenBy))
      throw badRequest(MESSAGES.incidentStaffUnknown, {
        [`children.${index}.careGivenBy`]: MESSAGES.incidentStaffUnknown,
      });
  });
}

/**
 * A medication-error report names an end-of-day finding of its facility: the report's medication errors list
 * the administration, whose child the incident names. Anything else is a 400 naming the finding.
 */
async function checkFinding(trx: Transaction<Database>, facilityId: string, input: ValidReportIncident) {
  const finding = input.medicationErrorFinding;
  if (!finding) return;
  const report = await trx
    .selectFrom('eod_reports')
    .select('sections')
    .where('id', '=', finding.eodReportId)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  const error = report
    ? medicationErrorsOfSections(report.sections).find(
        (entry) => entry.administrationId === finding.administrationId,
      )
    : undefined;
  if (!error || !input.children.some((child) => child.patientId === error.patientId))
    throw badRequest(MESSAGES.incidentFindingUnknown, {
      medicationErrorFinding: MESSAGES.incidentFindingUnknown,
    });
}

/**
 * Reports an incident (Florida 59A-13.005; a suspicion of abuse or neglect with its reports to HHSC and law
 * enforcement, 26 TAC §550.903), audited as REPORT_INCIDENT. Each child's parents are told of their own child
 * alone, apart from a suspicion of abuse or neglect (the agencies decide what the family is told); the
 * facility's administrators are told of every report. Answers its id.
 */
export async function reportIncident(scope: CommandScope & { input: ValidReportIncident }): Promise<string> {
  const { trx, actor, now, input } = scope;
  const children = await loadChildren(scope, input);
  const facilityId = facilityOf(scope, children);
  await checkStaff(trx, facilityId, input);
  await checkFinding(trx, facilityId, input);
  const { id } = await trx
    .insertInto('incidents')
    .values({
      facility_id: facilityId,
      incident_type: input.incidentType,
      occurred_at: input.occurredAt,
      location: input.location,
      description: input.description,
      corrective_action: input.correctiveAction,
      eod_report_id: input.medicationErrorFinding?.eodReportId ?? null,
      administration_id: input.medicationErrorFinding?.administrationId ?? null,
      reported_by: actor.userId,
      reported_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.children.length > 0)
    await trx
      .insertInto('incident_children')
      .values(
        input.children.map((child) => ({
          incident_id: id,
          patient_id: child.patientId,
          care_given: child.careGiven,
          care_given_by: child.careGivenBy,
          parent_notified_name: child.parentNotification?.notifiedName ?? null,
          parent_notified_at: child.parentNotification?.notifiedAt ?? null,
          parent_notification_method: child.parentNotification?.method ?? null,
        })),
      )
      .execute();
  if (input.staffInvolved.length > 0)
    await trx
      .insertInto('incident_staff')
      .values(input.staffInvolved.map((userId) => ({ incident_id: id, user_id: userId })))
      .execute();
  await insertAgencyNotifications(scope, id, input.notifiedAgencies);
  await auditChange(scope, {
    action: 'REPORT_INCIDENT',
    resourceType: 'INCIDENT',
    resourceId: id,
    newValues: {
      incidentType: input.incidentType,
      occurredAt: input.occurredAt,
      patientIds: children.map((child) => child.id),
      notifiedAgencies: input.notifiedAgencies.map((entry) => entry.agency),
      medicationErrorFinding: input.medicationErrorFinding,
    },
  });
  await tellOfReport(scope, { id, facilityId, children, input });
  return id;
}

/** The notifications of a new report: each child's parents of their child alone, and the administrators. */
async function tellOfReport(
  scope: CommandScope,
  report: { id: string; facilityId: string; children: readonly VisiblePatient[]; input: ValidReportIncident },
) {
  const { trx, actor, now } = scope;
  const label = INCIDENT_TYPE_LABELS[report.input.incidentType];
  if (report.input.incidentType !== 'abuse_or_neglect_suspicion')
    for (const child of report.children)
      await createNotifications({
        trx,
        now,
        recipientIds: await findParents(trx, child.id),
        content: {
          title: `Incident report: ${child.firstName}`,
          body: `${label} on ${formatDateTime(new Date(report.input.occurredAt), child.timeZone)}. The care team recorded what happened and the care given.`,
          link: `/patients/${child.id}?tab=incidents`,
          severity: 'medium',
        },
      });
  const administrators = await trx
    .selectFrom('users')
    .select('id')
    .where('facility_id', '=', report.facilityId)
    .where('role', '=', 'administrator')
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('id', '!=', actor.userId)
    .execute();
  await createNotifications({
    trx,
    now,
    recipientIds: administrators.map((row) => row.id),
    content: {
      title: `Incident reported: ${label}`,
      body: 'A new incident report waits for review.',
      link: '/incidents',
      severity: report.input.incidentType === 'abuse_or_neglect_suspicion' ? 'high' : 'medium',
    },
  });
  if (report.children.length > 0)
    await publishEvent(trx, {
      kind: 'patient.changed',
      resourceId: report.children[0]!.id,
      patientIds: report.children.map((child) => child.id),
    });
}
