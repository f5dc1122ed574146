import {
  SUBMISSION_LIMITS,
  APPOINTMENT_TYPE_LABELS,
  MESSAGES,
  formatDateTime,
  wallTimeToInstant,
  type ValidAnswerAppointment,
  type ValidRequestAppointment,
  type ValidScheduleAppointment,
} from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { createNotifications, findCareTeam, findParents } from '../notifications/index.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { refuseTooFrequent } from '../shared/submission-limits.ts';
import type { AppointmentRow } from './load-appointments.ts';

type Slot = { date: string; time: string };

/** The start of a slot on the child's facility clock; a 400 naming the date when it is already past. */
export function startOfSlot(slot: Slot, patient: Pick<VisiblePatient, 'timeZone'>, now: Date): Date {
  const startsAt = wallTimeToInstant(slot.date, slot.time, patient.timeZone);
  if (startsAt.getTime() < now.getTime())
    throw badRequest(MESSAGES.appointmentInPast, { date: MESSAGES.appointmentInPast });
  return startsAt;
}

/**
 * Staff schedule an appointment for a child (not in the past), audited as SCHEDULE_APPOINTMENT; the parents
 * are notified and everyone who sees the child hears of it live. Answers its id.
 */
export async function scheduleAppointment(
  scope: CommandScope & {
    patient: VisiblePatient;
    input: ValidScheduleAppointment;
  },
): Promise<string> {
  const { trx, actor, now, patient, input } = scope;
  const startsAt = startOfSlot(input, patient, now);
  const { id } = await trx
    .insertInto('appointments')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      appointment_type: input.appointmentType,
      status: 'scheduled',
      starts_at: startsAt,
      duration_minutes: input.durationMinutes,
      location: input.location,
      notes: input.notes,
      created_by: actor.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'SCHEDULE_APPOINTMENT',
    resourceType: 'APPOINTMENT',
    resourceId: id,
    newValues: {
      patientId: patient.id,
      appointmentType: input.appointmentType,
      startsAt: startsAt.toISOString(),
    },
  });
  await createNotifications({
    trx,
    now,
    recipientIds: await findParents(trx, patient.id),
    content: {
      title: `${APPOINTMENT_TYPE_LABELS[input.appointmentType]}: ${patient.firstName}`,
      body: `Scheduled for ${formatDateTime(startsAt, patient.timeZone)}.`,
      link: '/my-children',
      severity: 'low',
    },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  return id;
}

/**
 * A parent requests an appointment for their child (a preferred day, today or later), audited as
 * REQUEST_APPOINTMENT; the care team is notified. At most SUBMISSION_LIMITS.appointmentRequestsPerHour per
 * parent (429). Answers its id.
 */
export async function requestAppointment(
  scope: CommandScope & {
    patient: VisiblePatient;
    input: ValidRequestAppointment;
    today: string;
  },
): Promise<string> {
  const { trx, actor, now, patient, input, today } = scope;
  await refuseTooFrequent(scope, {
    userId: actor.userId,
    action: 'REQUEST_APPOINTMENT',
    limit: SUBMISSION_LIMITS.appointmentRequestsPerHour,
  });
  if (input.preferredDate < today)
    throw badRequest(MESSAGES.appointmentInPast, { preferredDate: MESSAGES.appointmentInPast });
  const { id } = await trx
    .insertInto('appointments')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      appointment_type: input.appointmentType,
      status: 'requested',
      location: '',
      notes: input.notes,
      preferred_date: input.preferredDate,
      requested_by: actor.userId,
      created_by: actor.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'REQUEST_APPOINTMENT',
    resourceType: 'APPOINTMENT',
    resourceId: id,
    newValues: {
      patientId: patient.id,
      appointmentType: input.appointmentType,
      preferredDate: input.preferredDate,
    },
  });
  await createNotifications({
    trx,
    now,
    recipientIds: await findCareTeam(trx, patient),
    content: {
      title: `Appointment request: ${patient.firstName} ${patient.lastName}`,
      body: `${APPOINTMENT_TYPE_LABELS[input.appointmentType]}, preferred ${input.preferredDate}.`,
      link: `/patients/${patient.id}`,
      severity: 'medium',
    },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  return id;
}

/**
 * Staff accept a waiting request at a time (not in the past) or decline it with a message, audited as
 * ANSWER_APPOINTMENT; the requesting parent is notified with the answer. A request already answered is a 409.
 */
export async function answerAppointment(
  scope: CommandScope & {
    appointment: AppointmentRow;
    patient: VisiblePatient;
    input: ValidAnswerAppointment;
  },
): Promise<void> {
  const { trx, actor, now, appointment, patient, input } = scope;
  if (appointment.status !== 'requested') throw conflict(MESSAGES.appointmentNotRequested);
  const accepted = input.decision === 'accept' ? input : null;
  const startsAt = accepted ? startOfSlot(accepted, patient, now) : null;
  await trx
    .updateTable('appointments')
    .set({
      status: accepted ? 'scheduled' : 'declined',
      starts_at: startsAt,
      duration_minutes: accepted?.durationMinutes ?? null,
      location: accepted?.location ?? '',
      response_message: input.message || null,
      answered_by: actor.userId,
      answered_at: now,
    })
    .where('id', '=', appointment.id)
    .execute();
  await auditChange(scope, {
    action: 'ANSWER_APPOINTMENT',
    resourceType: 'APPOINTMENT',
    resourceId: appointment.id,
    oldValues: { status: 'requested' },
    newValues: { status: accepted ? 'scheduled' : 'declined', startsAt: startsAt?.toISOString() ?? null },
  });
  await createNotifications({
    trx,
    now,
    recipientIds: appointment.requested_by ? [appointment.requested_by] : [],
    content: {
      title: `${APPOINTMENT_TYPE_LABELS[appointment.appointment_type]}: ${accepted ? 'scheduled' : 'declined'}`,
      body: startsAt
        ? `${patient.firstName}'s appointment is on ${formatDateTime(startsAt, patient.timeZone)}.`
        : `The care team answered: ${input.message}`,
      link: '/my-children',
      severity: 'low',
    },
  });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
}
