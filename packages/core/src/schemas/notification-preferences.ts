import { z } from 'zod';

/** The kinds of notification a user may turn off (the parent portal's categories). */
export const NOTIFICATION_CATEGORIES = ['transport', 'medications', 'messages', 'reports'] as const;
/** A kind of notification. */
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** How Settings names and explains each category. */
export const NOTIFICATION_CATEGORY_LABELS: Record<
  NotificationCategory,
  { label: string; description: string }
> = {
  transport: { label: 'Transport', description: 'Picked up, arrived at the center, dropped off' },
  medications: { label: 'Medications', description: 'A dose held or refused at the center' },
  messages: { label: 'Messages', description: 'A new message from the care team' },
  reports: { label: 'Daily reports', description: 'The report of the day, at check-out' },
};

/** Which categories the user receives (all on until turned off). */
export const notificationPreferencesSchema = z.object({
  transport: z.boolean(),
  medications: z.boolean(),
  messages: z.boolean(),
  reports: z.boolean(),
});
/** The user's notification preferences. */
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
