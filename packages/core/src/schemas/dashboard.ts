import { z } from 'zod';
import { instantSchema } from './common.ts';
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

/** Answer of GET /api/dashboard. */
export const dashboardResponseSchema = z.object({
  cards: z.array(dashboardCardSchema),
  recentActivity: z.array(activityItemSchema),
  /** Tasks & Reminders: a driver's open tasks, most pressing first (no other role has tasks yet). */
  tasks: z.array(driverTaskSchema),
  /** Set when the children present exceed the licensed capacity of the administrator's facility. */
  censusWarning: censusWarningSchema.nullable(),
});
/** The dashboard answer. */
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
