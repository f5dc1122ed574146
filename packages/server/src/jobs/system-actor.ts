import { SYSTEM_SCHEDULER } from '@carenest/core';
import type { AuditContext } from '../audit/append-audit.ts';

/** The audit context of background jobs: the system-scheduler user, no session, no address. */
export const SYSTEM_AUDIT_CONTEXT: AuditContext = {
  userId: SYSTEM_SCHEDULER.userId,
  userRole: SYSTEM_SCHEDULER.role,
  sessionId: null,
  ipAddress: null,
  userAgent: 'CareNest jobs',
};
