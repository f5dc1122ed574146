// What is asked of the appointment API (ARCHITECTURE.md, "Packages"): the forms, the list's query and path parameters.
// Apart from appointments.ts, the answers, which the parent's dashboard lists as it starts.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { APPOINTMENT_TYPES } from './appointments.ts';
import { serviceDateSchema } from './date-limits.ts';

/** A time of the day on the facility's clock, "HH:mm". */
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MESSAGES.appointmentTimeRequired });
/** A calendar date, required. */
const date = serviceDateSchema(MESSAGES.appointmentDateRequired);

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

/** The care team or a parent cancels an appointment, saying why (both sides read it). */
export const cancelAppointmentSchema = z.object({
  reason: z
    .string({ error: MESSAGES.appointmentCancelReasonRequired })
    .trim()
    .min(1, { error: MESSAGES.appointmentCancelReasonRequired })
    .max(500),
});
/** What the cancel form holds and the API receives. */
export type CancelAppointmentInput = z.input<typeof cancelAppointmentSchema>;

/** The care team moves a scheduled appointment to a new day and time on the facility's clock. */
export const rescheduleAppointmentSchema = z.object({ date, time: wallTime });
/** What the reschedule form holds and the API receives. */
export type RescheduleAppointmentInput = z.input<typeof rescheduleAppointmentSchema>;

/** Path parameters naming an appointment. */
export const appointmentIdParamsSchema = z.object({ appointmentId: z.uuid() });
/** Query of the appointment list: one child, or every child the user sees. */
export const appointmentListQuerySchema = z.object({ patientId: z.uuid().optional() });
