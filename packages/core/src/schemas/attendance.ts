import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { ATTENDANT_CREDENTIALS } from '../rules/transport.ts';
import { instantSchema, requiredText } from './common.ts';
import { routeSignatureSchema } from './transport.ts';
import { serviceDateSchema } from './date-limits.ts';

/** The two entries of the daily log. */
export const ATTENDANCE_KINDS = ['check_in', 'check_out'] as const;
/** A check-in or a check-out. */
export type AttendanceKind = (typeof ATTENDANCE_KINDS)[number];

/** Where an entry came from: a route (its handoffs hold the signatures) or the front desk. */
export const ATTENDANCE_SOURCES = ['route', 'front_desk'] as const;

/**
 * The front desk checks a child in or out by hand: the adult's name and their signature on the 400x150
 * canvas (the typed name is the keyboard alternative), the server's time.
 */
export const frontDeskAttendanceSchema = z.object({
  patientId: z.uuid({ error: MESSAGES.selectPatient }),
  kind: z.enum(ATTENDANCE_KINDS),
  adultName: requiredText(MESSAGES.guardianNameAndSignatureRequired, 120),
  signature: routeSignatureSchema,
});
/** What the front-desk form holds and the API receives. */
export type FrontDeskAttendanceInput = z.input<typeof frontDeskAttendanceSchema>;

/** Query string of the daily log: the service date (the facility's today when left out). */
export const attendanceQuerySchema = z.object({ date: serviceDateSchema().optional() });

/** One check-in or check-out of the daily log. */
export const attendanceEntrySchema = z.object({
  at: instantSchema,
  source: z.enum(ATTENDANCE_SOURCES),
  /** The adult who handed the child over or took them back (a route's check-in has none: see takenAt). */
  adultName: z.string().nullable(),
  routeName: z.string().nullable(),
  recordedBy: z.string(),
});

/** One child's line of the daily log (1 TAC §363.212: times, the adult, who rode along). */
export const attendanceLineSchema = z.object({
  patientId: z.uuid(),
  patientName: z.string(),
  medicalRecordNumber: z.string(),
  /** When the center took the child: boarding the van (the pickup signature) or the check-in. */
  takenAt: instantSchema.nullable(),
  takenFrom: z.string().nullable(),
  checkIn: attendanceEntrySchema.nullable(),
  checkOut: attendanceEntrySchema.nullable(),
  /** The staff who rode along on the day's routes, with their credential. */
  attendants: z.array(z.object({ name: z.string(), credential: z.enum(ATTENDANT_CREDENTIALS) })),
  drivers: z.array(z.string()),
  isPresent: z.boolean(),
});
/** A line of the daily log. */
export type AttendanceLine = z.infer<typeof attendanceLineSchema>;

/** Answer of GET /api/attendance: the day's log, children by name. */
export const attendanceLogResponseSchema = z.object({
  date: z.iso.date(),
  timeZone: z.string(),
  lines: z.array(attendanceLineSchema),
});
/** The daily log. */
export type AttendanceLogResponse = z.infer<typeof attendanceLogResponseSchema>;
