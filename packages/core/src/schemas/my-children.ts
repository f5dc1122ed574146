import { z } from 'zod';
import { CHILD_DAY_STATUSES } from '../rules/child-day.ts';
import { instantSchema } from './common.ts';

/** One child on My Children: who, their age, and where they are today and since when. */
export const childTodaySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.iso.date(),
  photoUrl: z.string().nullable(),
  status: z.enum(CHILD_DAY_STATUSES),
  statusSince: instantSchema.nullable(),
});
/** A child on My Children. */
export type ChildToday = z.infer<typeof childTodaySchema>;

/** The kinds of things a parent sees in Recent Activities. */
export const CHILD_ACTIVITY_KINDS = [
  'picked_up',
  'dropped_off',
  'checked_in',
  'checked_out',
  'medication_given',
  'medication_held',
  'vital_signs',
] as const;

/** One entry of Recent Activities: what happened to which child, when, and whether it needs attention. */
export const childActivitySchema = z.object({
  id: z.string(),
  patientId: z.uuid(),
  childName: z.string(),
  kind: z.enum(CHILD_ACTIVITY_KINDS),
  title: z.string(),
  detail: z.string(),
  at: instantSchema,
  /** Vital signs only: whether a reading was outside the child's range. */
  needsAttention: z.boolean(),
});
/** An entry of Recent Activities. */
export type ChildActivity = z.infer<typeof childActivitySchema>;

/** Answer of GET /api/my-children: the parent's children today and the last week's activities, newest first. */
export const myChildrenResponseSchema = z.object({
  children: z.array(childTodaySchema),
  activities: z.array(childActivitySchema),
});
/** The parent's My Children screen. */
export type MyChildrenResponse = z.infer<typeof myChildrenResponseSchema>;
