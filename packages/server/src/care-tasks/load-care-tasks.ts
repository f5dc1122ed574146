import {
  APPOINTMENT_TYPE_LABELS,
  MEDICATION_ROUTE_LABELS,
  careTaskLink,
  medicationPolicy,
  orderCareTasks,
  readingsAwaitingRecheck,
  todayInZone,
  vitalSignsPolicy,
  type CareTask,
} from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { listDueDoses } from '../medications/index.ts';
import type { Actor } from '../shared/actor.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';

/** How far back and ahead the loads reach before each row is kept only if it falls on its facility's today. */
const DAY_REACH_MS = 36 * 60 * 60 * 1000;

/** The window of instants that may fall on "today" in some facility's zone. */
function reachOf(now: Date) {
  return { from: new Date(now.getTime() - DAY_REACH_MS), to: new Date(now.getTime() + DAY_REACH_MS) };
}

/** The visible children's readings of today, and the notes written about them since, for the recheck rule. */
async function rechecksDue(trx: Transaction<Database>, actor: Actor, now: Date): Promise<CareTask[]> {
  const { from } = reachOf(now);
  const readings = (
    await trx
      .selectFrom('vital_signs')
      .innerJoin('patients', 'patients.id', 'vital_signs.patient_id')
      .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
      .where(isPatientVisibleTo(actor))
      .where('patients.is_active', '=', true)
      .where('vital_signs.recorded_at', '>=', from)
      .select([
        'vital_signs.id',
        'vital_signs.patient_id as patientId',
        'vital_signs.recorded_at as recordedAt',
        sql<unknown[]>`vital_signs.alerts`.as('alerts'),
        'patients.first_name',
        'patients.last_name',
        'facilities.timezone',
      ])
      .execute()
  )
    .filter((row) => todayInZone(row.recordedAt, row.timezone) === todayInZone(now, row.timezone))
    .map((row) => ({ ...row, hasAlerts: row.alerts.length > 0 }));
  const abnormal = readings.filter((reading) => reading.hasAlerts);
  if (abnormal.length === 0) return [];
  const notes = await trx
    .selectFrom('clinical_notes')
    .select(['patient_id as patientId', 'created_at as createdAt'])
    .where('patient_id', 'in', [...new Set(abnormal.map((reading) => reading.patientId))])
    .where('created_at', '>=', from)
    .execute();
  return readingsAwaitingRecheck(readings, notes).map((reading) => ({
    id: `recheck:${reading.id}`,
    kind: 'recheck_due',
    title: 'Recheck vital signs',
    description: `${reading.alerts.length} alert${reading.alerts.length === 1 ? '' : 's'} on the last reading`,
    patient: { id: reading.patientId, name: `${reading.first_name} ${reading.last_name}` },
    dueAt: reading.recordedAt.toISOString(),
    link: careTaskLink('recheck_due', reading.patientId),
  }));
}

/** The visible children checked in today with no nursing note written since they arrived. */
async function nursingNotesDue(trx: Transaction<Database>, actor: Actor, now: Date): Promise<CareTask[]> {
  const { from } = reachOf(now);
  const arrivals = (
    await trx
      .selectFrom('attendance_events')
      .innerJoin('patients', 'patients.id', 'attendance_events.patient_id')
      .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
      .where(isPatientVisibleTo(actor))
      .where('attendance_events.kind', '=', 'check_in')
      .where('attendance_events.occurred_at', '>=', from)
      .where('attendance_events.occurred_at', '<=', now)
      .select([
        'attendance_events.patient_id',
        'attendance_events.occurred_at',
        'patients.first_name',
        'patients.last_name',
        'facilities.timezone',
      ])
      .orderBy('attendance_events.occurred_at')
      .execute()
  ).filter((row) => todayInZone(row.occurred_at, row.timezone) === todayInZone(now, row.timezone));
  if (arrivals.length === 0) return [];
  const firstArrival = new Map<string, (typeof arrivals)[number]>();
  for (const arrival of arrivals)
    if (!firstArrival.has(arrival.patient_id)) firstArrival.set(arrival.patient_id, arrival);
  const written = await trx
    .selectFrom('clinical_notes')
    .select(['patient_id', 'created_at'])
    .where('patient_id', 'in', [...firstArrival.keys()])
    .where('note_type', '=', 'nursing_note')
    .where('created_at', '>=', from)
    .execute();
  return [...firstArrival.values()]
    .filter(
      (arrival) =>
        !written.some(
          (note) => note.patient_id === arrival.patient_id && note.created_at >= arrival.occurred_at,
        ),
    )
    .map((arrival) => ({
      id: `nursing-note:${arrival.patient_id}`,
      kind: 'nursing_note_due',
      title: 'Write and sign a nursing note',
      description: 'Present today with no nursing note yet',
      patient: { id: arrival.patient_id, name: `${arrival.first_name} ${arrival.last_name}` },
      dueAt: arrival.occurred_at.toISOString(),
      link: careTaskLink('nursing_note_due', arrival.patient_id),
    }));
}

/** The visible children's scheduled appointments of today that have not started yet or are under way. */
async function appointmentsToday(trx: Transaction<Database>, actor: Actor, now: Date): Promise<CareTask[]> {
  const { from, to } = reachOf(now);
  const rows = await trx
    .selectFrom('appointments')
    .innerJoin('patients', 'patients.id', 'appointments.patient_id')
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .where(isPatientVisibleTo(actor))
    .where('appointments.status', '=', 'scheduled')
    .where('appointments.starts_at', '>=', from)
    .where('appointments.starts_at', '<=', to)
    .select([
      'appointments.id',
      'appointments.patient_id',
      'appointments.appointment_type',
      'appointments.starts_at',
      'appointments.location',
      'patients.first_name',
      'patients.last_name',
      'facilities.timezone',
    ])
    .execute();
  return rows
    .filter(
      (row) => row.starts_at && todayInZone(row.starts_at, row.timezone) === todayInZone(now, row.timezone),
    )
    .map((row) => ({
      id: `appointment:${row.id}`,
      kind: 'appointment_today',
      title: APPOINTMENT_TYPE_LABELS[row.appointment_type],
      description: row.location ? `Today at ${row.location}` : 'Today',
      patient: { id: row.patient_id, name: `${row.first_name} ${row.last_name}` },
      dueAt: row.starts_at!.toISOString(),
      link: careTaskLink('appointment_today', row.patient_id),
    }));
}

/** The doses due now or late among the children the actor gives doses to (medications' due list). */
async function dosesDue(trx: Transaction<Database>, actor: Actor, now: Date): Promise<CareTask[]> {
  return (await listDueDoses(trx, actor, now)).map((dose) => {
    const kind = dose.status === 'late' ? 'dose_overdue' : 'dose_due';
    return {
      id: `dose:${dose.medicationId}:${dose.time}`,
      kind,
      title: `${kind === 'dose_overdue' ? 'Overdue' : 'Due'}: ${dose.medicationName} ${dose.dosage}`,
      description: `${dose.time} ${MEDICATION_ROUTE_LABELS[dose.route].toLowerCase()}${dose.isControlled ? ', controlled: needs a witness' : ''}`,
      patient: { id: dose.patientId, name: dose.patientName },
      dueAt: dose.scheduledAt,
      link: careTaskLink(kind, dose.patientId),
    };
  });
}

/**
 * Tasks & Reminders of a nurse, therapist or administrator (ARCHITECTURE.md, "Care tasks"), computed from the
 * records of the children they see (a nurse's and a therapist's assigned children, an administrator's
 * facility): doses due and overdue and the nursing note of each child present for those who give doses,
 * rechecks after an abnormal reading for those who record vital signs, and today's appointments for all;
 * most pressing first. Drivers and parents have none (theirs are other lists).
 */
export async function loadCareTasks(
  trx: Transaction<Database>,
  actor: Actor,
  now: Date,
): Promise<CareTask[]> {
  if (actor.role === 'driver' || actor.role === 'parent') return [];
  const givesDoses = medicationPolicy.canAdminister(actor);
  const tasks = [
    ...(givesDoses ? await dosesDue(trx, actor, now) : []),
    ...(vitalSignsPolicy.canRecord(actor) ? await rechecksDue(trx, actor, now) : []),
    ...(givesDoses ? await nursingNotesDue(trx, actor, now) : []),
    ...(await appointmentsToday(trx, actor, now)),
  ];
  return orderCareTasks(tasks);
}
