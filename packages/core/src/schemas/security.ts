import { z } from 'zod';
import { SECURITY_EVENT_TYPES, SEVERITIES } from '../enums.ts';
import { instantSchema, pageCursorSchema, pageQueryShape, pageResultShape } from './common.ts';
import { serviceInstantSchema } from './date-limits.ts';

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
/** Page sizes of the monitoring lists (audit log, security events, system alerts). */
export const MONITORING_PAGE_SIZES = { default: 50, maximum: 500 } as const;
const pageQuery = pageQueryShape(MONITORING_PAGE_SIZES);

/** Filters of the audit log screen: user, action, resource type, date range; newest first. */
export const auditLogQuerySchema = z.object({
  /** A user's id, or part of their email. */
  user: z.string().trim().max(254).optional(),
  action: z.string().trim().max(64).optional(),
  resourceType: z.string().trim().max(64).optional(),
  from: serviceInstantSchema.optional(),
  to: serviceInstantSchema.optional(),
  ...pageQuery,
  /** The `nextCursor` of page `page - 1`: the page then starts right after it (keyset) instead of at an offset. */
  after: pageCursorSchema.optional(),
});
/** Audit log filters. */
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One audit row as administrators see it. */
export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  sequence: z.string(),
  timestamp: instantSchema,
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

/** The most rows a filtered audit log total counts; past it the answer says there are more (`isTotalCapped`). */
export const AUDIT_LOG_COUNT_CAP = 10_000;

/**
 * Answer of GET /api/audit-logs: one page, newest first. `total` is exact for the whole log; for filters
 * that match more than AUDIT_LOG_COUNT_CAP rows it stops there and `isTotalCapped` says so.
 */
export const auditLogResponseSchema = z.object({
  ...pageResultShape(auditLogEntrySchema),
  isTotalCapped: z.boolean(),
  /** Where the next page starts (pass it as `after` with the next page's number); null on the last page. */
  nextCursor: z.string().nullable(),
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
  from: serviceInstantSchema.optional(),
  to: serviceInstantSchema.optional(),
  ...pageQuery,
});
/** Security screen filters and page. */
export type SecurityEventQuery = z.infer<typeof securityEventQuerySchema>;

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
  timestamp: instantSchema,
  resolved: z.boolean(),
});

/** Answer of GET /api/security-events: one page, newest first. */
export const securityEventListResponseSchema = z.object(pageResultShape(securityEventSchema));

/** The security report: totals by type and severity, suspicious IPs, unresolved count. */
export const securityReportSchema = z.object({
  total: z.number().int(),
  byType: z.record(z.string(), z.number().int()),
  bySeverity: z.record(z.string(), z.number().int()),
  /**
   * Addresses marked suspicious (spec part 1, "Security monitoring rules"): five failed sign-ins, or five
   * refused requests for records the user may not see (unauthorized_access events).
   */
  suspiciousIps: z.array(
    z.object({
      ipAddress: z.string(),
      failures: z.number().int(),
      refusals: z.number().int(),
      lastSeen: instantSchema,
    }),
  ),
  unresolved: z.number().int(),
});
/** The security report. */
export type SecurityReport = z.infer<typeof securityReportSchema>;

/** Filters of /system-alerts: resolved or not, and the page; newest first. */
export const systemAlertQuerySchema = z.object({
  resolved: booleanQuery.optional(),
  ...pageQuery,
});

/** Path parameter naming one record by id. */
export const idParamsSchema = z.object({ id: z.uuid() });
