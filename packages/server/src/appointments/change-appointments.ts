import type { Transaction } from 'kysely';
import {
  APPOINTMENT_TYPE_LABELS,
  FINAL_APPOINTMENT_STATUSES,
  MESSAGES,
  formatDateTime,
  type Severity,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { conflict } from '../lib/http-error.ts';
import { createNotifications, findCareTeam, findParents } from '../notifications/index.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { AppointmentRow } from './load-appointments.ts';
import { startOfSlot } from './manage-appointments.ts';

/** What every change of an appointment takes: the locked row and its child. */
type ChangeScope = CommandScope & { appointment: AppointmentRow; patient: VisiblePatient };

/** A 409 when the appointment is declined, cancelled or done: nothing changes it any more. */
function refuseFinal(appointment: AppointmentRow): void {
  if (FINAL_APPOINTMENT_STATUSES.includes(appointment.status)) throw conflict(MESSAGES.appointmentClosed);
}

/**
 * The staff who answer for the appointment besides the care team of the child (findCareTeam): whoever
 * scheduled, answered or last moved it, when still active and not a parent.
 */
async function involvedStaff(trx: Transaction<Database>, appointment: AppointmentRow): Promise<string[]> {
  const ids = [appointment.created_by, appointment.answered_by, appointment.rescheduled_by].filter(
    (id): id is string => id !== null,
  );
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('is_active', '=', true)
    .where('role', '!=', 'parent')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Tells both sides of a change, the actor aside: the child's parents (their link is My Children) and the care
 * team with the staff who scheduled or answered it (their link is the chart); then everyone who sees the child
 * hears of it live (ARCHITECTURE.md, "Live events"), so the other side's list updates without a reload.
 */
async function notifyBothSides(
  scope: ChangeScope,
  content: { title: string; body: string; severity: Severity },
): Promise<void> {
  const { trx, now, actor, appointment, patient } = scope;
  const parents = await findParents(trx, patient.id);
  const staff = new Set([...(await findCareTeam(trx, patient)), ...(await involvedStaff(trx, appointment))]);
  const isOther = (id: string) => id !== actor.userId;
  await createNotifications({
    trx,
    now,
    recipientIds: parents.filter(isOther),
    content: { ...content, link: '/my-children' },
  });
  await createNotifications({
    trx,
    now,
    recipientIds: [...staff].filter((id) => isOther(id) && !parents.includes(id)),
    content: { ...content, link: `/patients/${patient.id}` },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
}

/** "Physician visit for Lily" and, when it has a time, " on Tue, Dec 1, 10:00 AM". */
function describeAppointment(appointment: AppointmentRow, patient: VisiblePatient): string {
  const startsAt = appointment.starts_at;
  const when = startsAt ? ` on ${formatDateTime(startsAt, patient.timeZone)}` : '';
  return `${APPOINTMENT_TYPE_LABELS[appointment.appointment_type]} for ${patient.firstName}${when}`;
}

/**
 * The care team or a parent cancels a waiting request or a scheduled appointment with a reason, audited as
 * CANCEL_APPOINTMENT with the status and time it had; both sides are notified with the reason. A declined,
 * cancelled or completed appointment is a 409.
 */
export async function cancelAppointment(scope: ChangeScope & { reason: string }): Promise<void> {
  const { trx, actor, now, appointment, patient, reason } = scope;
  refuseFinal(appointment);
  await trx
    .updateTable('appointments')
    .set({ status: 'cancelled', cancellation_reason: reason, cancelled_by: actor.userId, cancelled_at: now })
    .where('id', '=', appointment.id)
    .execute();
  await auditChange(scope, {
    action: 'CANCEL_APPOINTMENT',
    resourceType: 'APPOINTMENT',
    resourceId: appointment.id,
    oldValues: { status: appointment.status, startsAt: appointment.starts_at?.toISOString() ?? null },
    newValues: { status: 'cancelled', reason },
  });
  await notifyBothSides(scope, {
    title: `${APPOINTMENT_TYPE_LABELS[appointment.appointment_type]}: cancelled`,
    body: `${describeAppointment(appointment, patient)} is cancelled: ${reason}`,
    severity: 'medium',
  });
}

/**
 * The care team moves a scheduled appointment to a new day and time (not in the past), keeping the time it
 * had as its previous time and in the audit row (RESCHEDULE_APPOINTMENT); both sides are notified. A request
 * is not scheduled yet (409: it is answered instead); a final one is a 409.
 */
export async function rescheduleAppointment(
  scope: ChangeScope & { slot: { date: string; time: string } },
): Promise<void> {
  const { trx, actor, now, appointment, patient, slot } = scope;
  refuseFinal(appointment);
  if (appointment.status !== 'scheduled' || !appointment.starts_at)
    throw conflict(MESSAGES.appointmentNotScheduled);
  const startsAt = startOfSlot(slot, patient, now);
  await trx
    .updateTable('appointments')
    .set({
      starts_at: startsAt,
      previous_starts_at: appointment.starts_at,
      rescheduled_by: actor.userId,
      rescheduled_at: now,
    })
    .where('id', '=', appointment.id)
    .execute();
  await auditChange(scope, {
    action: 'RESCHEDULE_APPOINTMENT',
    resourceType: 'APPOINTMENT',
    resourceId: appointment.id,
    oldValues: { startsAt: appointment.starts_at.toISOString() },
    newValues: { startsAt: startsAt.toISOString() },
  });
  await notifyBothSides(scope, {
    title: `${APPOINTMENT_TYPE_LABELS[appointment.appointment_type]}: rescheduled`,
    body: `${describeAppointment(appointment, patient)} moves to ${formatDateTime(startsAt, patient.timeZone)}.`,
    severity: 'low',
  });
}

/**
 * The care team marks a scheduled appointment done once its time has come (409 before it), audited as
 * COMPLETE_APPOINTMENT; it leaves the upcoming lists and the day's tasks. A final one is a 409.
 */
export async function completeAppointment(scope: ChangeScope): Promise<void> {
  const { trx, actor, now, appointment, patient } = scope;
  refuseFinal(appointment);
  if (appointment.status !== 'scheduled' || !appointment.starts_at)
    throw conflict(MESSAGES.appointmentNotScheduled);
  if (appointment.starts_at.getTime() > now.getTime()) throw conflict(MESSAGES.appointmentNotYetDue);
  await trx
    .updateTable('appointments')
    .set({ status: 'completed', completed_by: actor.userId, completed_at: now })
    .where('id', '=', appointment.id)
    .execute();
  await auditChange(scope, {
    action: 'COMPLETE_APPOINTMENT',
    resourceType: 'APPOINTMENT',
    resourceId: appointment.id,
    oldValues: { status: 'scheduled' },
    newValues: { status: 'completed' },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
}
