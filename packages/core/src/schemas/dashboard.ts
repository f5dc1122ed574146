import { z } from 'zod';
import { instantSchema, personReferenceSchema } from './common.ts';
import { driverTaskSchema } from './driver-tasks.ts';

/** One stat card: its label and value; null where the feature behind it has not arrived (shown as a dash). */
export const dashboardCardSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().int().nullable(),
});

/** One entry of Recent Activity (the spec's Activity item). */
export const activityItemSchema = z.object({
  id: z.string(),
  type: z.enum(['clinical_note', 'medication', 'alert', 'user', 'transport']),
  title: z.string(),
  description: z.string(),
  time: instantSchema,
  user: z.string(),
});

/**
 * The census warning of an administrator's dashboard: more children present today than the facility's licensed
 * capacity, with the state rule that asks for the daily census record.
 */
export const censusWarningSchema = z.object({
  present: z.number().int(),
  licensedCapacity: z.number().int(),
  message: z.string(),
  rule: z.string(),
});
/** A census warning. */
export type CensusWarning = z.infer<typeof censusWarningSchema>;

/** The kinds of a care-team task (ARCHITECTURE.md, "Care tasks"). */
export const CARE_TASK_KINDS = [
  'dose_overdue',
  'dose_due',
  'recheck_due',
  'nursing_note_due',
  'appointment_today',
] as const;
/** A kind of care-team task. */
export type CareTaskKind = (typeof CARE_TASK_KINDS)[number];

/** A task of a nurse, therapist or administrator, computed from the records, with where it is done. */
export const careTaskSchema = z.object({
  id: z.string(),
  kind: z.enum(CARE_TASK_KINDS),
  title: z.string(),
  description: z.string(),
  patient: personReferenceSchema,
  dueAt: instantSchema,
  /** The app path where the task is done. */
  link: z.string(),
});
/** A care-team task. */
export type CareTask = z.infer<typeof careTaskSchema>;

/** Answer of GET /api/dashboard. */
export const dashboardResponseSchema = z.object({
  cards: z.array(dashboardCardSchema),
  recentActivity: z.array(activityItemSchema),
  /** Tasks & Reminders of a driver: their open tasks, most pressing first. */
  tasks: z.array(driverTaskSchema),
  /** Set when the children present exceed the licensed capacity of the administrator's facility. */
  censusWarning: censusWarningSchema.nullable(),
  /** Tasks & Reminders of the care team: doses, rechecks, notes and visits due, most pressing first. */
  careTasks: z.array(careTaskSchema),
});
/** The dashboard answer. */
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
