import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
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

/** A time of the day on the facility's clock, "HH:mm". */
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MESSAGES.appointmentTimeRequired });
/** A calendar date, required. */
const date = z.iso.date({ error: MESSAGES.appointmentDateRequired });

/** When and where, as staff set it: a day and time on the facility's clock, a duration and a place. */
const slotShape = {
  date,
  time: wallTime,
  durationMinutes: z.number().int().min(15).max(240).default(60),
  location: z.string().trim().max(120).default(''),
};

/** Staff schedule an appointment for a child. */
export const scheduleAppointmentSchema = z.object({
  patientId: z.uuid({ error: MESSAGES.selectPatient }),
  appointmentType: z.enum(APPOINTMENT_TYPES),
  ...slotShape,
  notes: z.string().trim().max(500).default(''),
});
/** What the schedule form holds and the API receives. */
export type ScheduleAppointmentInput = z.input<typeof scheduleAppointmentSchema>;
/** A schedule request after validation. */
export type ValidScheduleAppointment = z.output<typeof scheduleAppointmentSchema>;

/** A parent asks for an appointment (Schedule Appointment): the kind, a preferred day, what it is about. */
export const requestAppointmentSchema = z.object({
  patientId: z.uuid({ error: MESSAGES.selectPatient }),
  appointmentType: z.enum(APPOINTMENT_TYPES),
  preferredDate: date,
  notes: z.string().trim().max(500).default(''),
});
/** What the request form holds and the API receives. */
export type RequestAppointmentInput = z.input<typeof requestAppointmentSchema>;
/** A parent's request after validation. */
export type ValidRequestAppointment = z.output<typeof requestAppointmentSchema>;

/** Staff answer a request: accept with a day and time, or decline with a message to the family. */
export const answerAppointmentSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept'), ...slotShape, message: z.string().trim().max(500).default('') }),
  z.object({
    decision: z.literal('decline'),
    message: z
      .string({ error: MESSAGES.appointmentDeclineReasonRequired })
      .trim()
      .min(1, { error: MESSAGES.appointmentDeclineReasonRequired })
      .max(500),
  }),
]);
/** What the answer form holds and the API receives. */
export type AnswerAppointmentInput = z.input<typeof answerAppointmentSchema>;
/** An answer after validation. */
export type ValidAnswerAppointment = z.output<typeof answerAppointmentSchema>;

/** Path parameters naming an appointment. */
export const appointmentIdParamsSchema = z.object({ appointmentId: z.uuid() });
/** Query of the appointment list: one child, or every child the user sees. */
export const appointmentListQuerySchema = z.object({ patientId: z.uuid().optional() });

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
