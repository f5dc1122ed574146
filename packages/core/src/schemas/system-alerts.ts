// The system alerts' answers (ARCHITECTURE.md, "Packages"): apart from security.ts, so the administrator's dashboard,
// which lists the open alerts, does not build every monitoring schema as it starts.
import { z } from 'zod';
import { instantSchema, pageResultShape } from './common.ts';

/** One system alert (spec: id, type, title, description, severity, timestamp, resolved). */
export const systemAlertSchema = z.object({
  id: z.uuid(),
  type: z.enum(['error', 'warning', 'info']),
  title: z.string(),
  description: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  timestamp: instantSchema,
  resolved: z.boolean(),
});
/** A system alert. */
export type SystemAlert = z.infer<typeof systemAlertSchema>;

/** Answer of GET /api/system-alerts: one page, and how many alerts are unresolved in all beside it. */
export const systemAlertListResponseSchema = z.object({
  ...pageResultShape(systemAlertSchema),
  unresolvedCount: z.number().int(),
});
/** A page of system alerts. */
export type SystemAlertList = z.infer<typeof systemAlertListResponseSchema>;
