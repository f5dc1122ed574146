import { z } from 'zod';
import { instantSchema, personReferenceSchema } from './common.ts';

/** What an appointment is for (the parent portal: evaluations, physician visits, care conferences). */
export const APPOINTMENT_TYPES = ['therapy_evaluation', 'physician_visit', 'care_conference'] as const;
/** Labels of appointment types. */
export const APPOINTMENT_TYPE_LABELS: Record<(typeof APPOINTMENT_TYPES)[number], string> = {
  therapy_evaluation: 'Therapy evaluation',
  physician_visit: 'Physician visit',
  care_conference: 'Care conference',
};

/**
 * Where an appointment stands: asked for by a parent, scheduled, declined with a message, cancelled with a
 * reason, or completed (done) once its time came. Declined, cancelled and completed are final.
 */
export const APPOINTMENT_STATUSES = ['requested', 'scheduled', 'declined', 'cancelled', 'completed'] as const;
/** An appointment's status. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** The statuses nothing changes any more (a change answers 409). */
export const FINAL_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  'declined',
  'cancelled',
  'completed',
];

/** An appointment as listed. */
export const appointmentSchema = z.object({
  id: z.uuid(),
  patient: personReferenceSchema,
  appointmentType: z.enum(APPOINTMENT_TYPES),
  status: z.enum(APPOINTMENT_STATUSES),
  startsAt: instantSchema.nullable(),
  durationMinutes: z.number().int().nullable(),
  location: z.string(),
  notes: z.string(),
  preferredDate: z.iso.date().nullable(),
  requestedBy: personReferenceSchema.nullable(),
  responseMessage: z.string().nullable(),
  /** Who cancelled it, when and why; null unless cancelled. */
  cancellation: z
    .object({ reason: z.string(), cancelledBy: personReferenceSchema, cancelledAt: instantSchema })
    .nullable(),
  /** The time it had before it was last rescheduled; null when never moved. */
  previousStartsAt: instantSchema.nullable(),
  /** Who marked it done and when; null unless completed. */
  completion: z.object({ completedBy: personReferenceSchema, completedAt: instantSchema }).nullable(),
});
/** An appointment. */
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * Answer of the list: requests waiting first, then scheduled appointments by time (from a day ago on), then
 * the done of the last day and the declined and cancelled of the last week, each with its status.
 */
export const appointmentListResponseSchema = z.object({ items: z.array(appointmentSchema) });
/** Answer of a write. */
export const appointmentResponseSchema = z.object({ appointment: appointmentSchema });
