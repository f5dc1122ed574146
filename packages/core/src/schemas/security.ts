import { z } from 'zod';
import { SECURITY_EVENT_TYPES, SEVERITIES } from '../enums.ts';

const isoDateTime = z.iso.datetime({ offset: true });
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};

/** Filters of the audit log screen: user, action, resource type, date range; newest first. */
export const auditLogQuerySchema = z.object({
  /** A user's id, or part of their email. */
  user: z.string().trim().max(254).optional(),
  action: z.string().trim().max(64).optional(),
  resourceType: z.string().trim().max(64).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  ...pageQuery,
});
/** Audit log filters. */
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One audit row as administrators see it. */
export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  sequence: z.string(),
  timestamp: isoDateTime,
  userId: z.uuid().nullable(),
  userEmail: z.string().nullable(),
  userRole: z.string().nullable(),
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  oldValues: z.unknown(),
  newValues: z.unknown(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  sessionId: z.string().nullable(),
  success: z.boolean(),
  errorMessage: z.string().nullable(),
});

/** Answer of GET /api/audit-logs. */
export const auditLogResponseSchema = z.object({
  items: z.array(auditLogEntrySchema),
  total: z.number().int(),
});

/** The spec's audit CSV columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'Timestamp',
  'User ID',
  'User Role',
  'Action',
  'Resource Type',
  'Resource ID',
  'IP Address',
  'Success',
  'Error Message',
] as const;

/** Result of walking the audit chain. */
export const auditVerificationSchema = z.object({
  isIntact: z.boolean(),
  checkedRows: z.number().int(),
  firstBrokenSequence: z.string().nullable(),
  reason: z.string().nullable(),
});
/** Chain verification result. */
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

/** Filters of the security screen: type, severity, date range and resolved flag; newest first. */
export const securityEventQuerySchema = z.object({
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
  severity: z.enum(SEVERITIES).optional(),
  resolved: booleanQuery.optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  ...pageQuery,
});

/** One security event. */
export const securityEventSchema = z.object({
  id: z.uuid(),
  eventType: z.enum(SECURITY_EVENT_TYPES),
  userId: z.uuid().nullable(),
  userEmail: z.string().nullable(),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  severity: z.enum(SEVERITIES),
  timestamp: isoDateTime,
  resolved: z.boolean(),
});

/** Answer of GET /api/security-events. */
export const securityEventListResponseSchema = z.object({
  items: z.array(securityEventSchema),
  total: z.number().int(),
});

/** The security report: totals by type and severity, suspicious IPs, unresolved count. */
export const securityReportSchema = z.object({
  total: z.number().int(),
  byType: z.record(z.string(), z.number().int()),
  bySeverity: z.record(z.string(), z.number().int()),
  suspiciousIps: z.array(
    z.object({ ipAddress: z.string(), failures: z.number().int(), lastSeen: isoDateTime }),
  ),
  unresolved: z.number().int(),
});

/** One system alert (spec: id, type, title, description, severity, timestamp, resolved). */
export const systemAlertSchema = z.object({
  id: z.uuid(),
  type: z.enum(['error', 'warning', 'info']),
  title: z.string(),
  description: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  timestamp: isoDateTime,
  resolved: z.boolean(),
});
/** A system alert. */
export type SystemAlert = z.infer<typeof systemAlertSchema>;

/** Filters of /system-alerts. */
export const systemAlertQuerySchema = z.object({
  resolved: booleanQuery.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Answer of GET /api/system-alerts. */
export const systemAlertListResponseSchema = z.object({
  items: z.array(systemAlertSchema),
  unresolvedCount: z.number().int(),
});

/** Path parameter naming one record by id. */
export const idParamsSchema = z.object({ id: z.uuid() });
