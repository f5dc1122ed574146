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

/** Where an appointment stands: asked for by a parent, scheduled, or declined with a message. */
export const APPOINTMENT_STATUSES = ['requested', 'scheduled', 'declined'] as const;

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
});
/** An appointment. */
export type Appointment = z.infer<typeof appointmentSchema>;

/** Answer of the list: requests waiting first, then upcoming appointments by time, then the declined of a week. */
export const appointmentListResponseSchema = z.object({ items: z.array(appointmentSchema) });
/** Answer of a write. */
export const appointmentResponseSchema = z.object({ appointment: appointmentSchema });
