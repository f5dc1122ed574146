import type { Transaction } from 'kysely';
import type { Appointment, PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';

/** The appointments of the children an actor may see (ARCHITECTURE.md, "The request path"), with the child's name. */
function visibleAppointments(trx: Transaction<Database>, actor: PolicyActor) {
  return trx
    .selectFrom('appointments')
    .innerJoin('patients', 'patients.id', 'appointments.patient_id')
    .where(isPatientVisibleTo(actor))
    .selectAll('appointments')
    .select(['patients.first_name', 'patients.last_name']);
}

/** An appointment row as read. */
export type AppointmentRow = Awaited<
  ReturnType<ReturnType<typeof visibleAppointments>['executeTakeFirstOrThrow']>
>;

/**
 * What the lists show, in this order: requests still waiting, scheduled appointments from a day ago on (by
 * time), then those done in the last day and the requests declined and appointments cancelled in the last week
 * (so the other side reads the answer or the reason); for one child or all the actor sees.
 */
export function loadVisibleAppointments(
  trx: Transaction<Database>,
  actor: PolicyActor,
  filter: { patientId?: string | undefined; now: Date },
): Promise<AppointmentRow[]> {
  const dayAgo = new Date(filter.now.getTime() - 86_400_000);
  const weekAgo = new Date(filter.now.getTime() - 7 * 86_400_000);
  let query = visibleAppointments(trx, actor)
    .where((eb) =>
      eb.or([
        eb('appointments.status', '=', 'requested'),
        eb.and([eb('appointments.status', '=', 'scheduled'), eb('appointments.starts_at', '>=', dayAgo)]),
        eb.and([eb('appointments.status', '=', 'declined'), eb('appointments.answered_at', '>=', weekAgo)]),
        eb.and([eb('appointments.status', '=', 'completed'), eb('appointments.starts_at', '>=', dayAgo)]),
        eb.and([eb('appointments.status', '=', 'cancelled'), eb('appointments.cancelled_at', '>=', weekAgo)]),
      ]),
    )
    .orderBy((eb) =>
      eb
        .case()
        .when('appointments.status', '=', 'requested')
        .then(0)
        .when('appointments.status', '=', 'scheduled')
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy('appointments.starts_at')
    .orderBy('appointments.created_at')
    .limit(100);
  if (filter.patientId) query = query.where('appointments.patient_id', '=', filter.patientId);
  return query.execute();
}

/** One appointment the actor may see, locked; undefined when absent or not visible. */
export function findVisibleAppointment(
  trx: Transaction<Database>,
  actor: PolicyActor,
  appointmentId: string,
): Promise<AppointmentRow | undefined> {
  return visibleAppointments(trx, actor)
    .where('appointments.id', '=', appointmentId)
    .forUpdate('appointments')
    .executeTakeFirst();
}

/** Appointments as the API answers them. */
export async function presentAppointments(
  trx: Transaction<Database>,
  rows: readonly AppointmentRow[],
): Promise<Appointment[]> {
  const names = await loadUserNames(
    trx,
    rows.flatMap((row) =>
      [row.requested_by, row.cancelled_by, row.completed_by].filter((id): id is string => id !== null),
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    patient: { id: row.patient_id, name: `${row.first_name} ${row.last_name}` },
    appointmentType: row.appointment_type,
    status: row.status,
    startsAt: row.starts_at?.toISOString() ?? null,
    durationMinutes: row.duration_minutes,
    location: row.location,
    notes: row.notes,
    preferredDate: row.preferred_date,
    requestedBy: row.requested_by ? personOf(names, row.requested_by) : null,
    responseMessage: row.response_message,
    cancellation:
      row.cancelled_by && row.cancelled_at
        ? {
            reason: row.cancellation_reason ?? '',
            cancelledBy: personOf(names, row.cancelled_by),
            cancelledAt: row.cancelled_at.toISOString(),
          }
        : null,
    previousStartsAt: row.previous_starts_at?.toISOString() ?? null,
    completion:
      row.completed_by && row.completed_at
        ? { completedBy: personOf(names, row.completed_by), completedAt: row.completed_at.toISOString() }
        : null,
  }));
}
