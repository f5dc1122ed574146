import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Audit and security monitoring (spec part 1, section 9) and the facility's own settings: the audit log and
 * its verification, security events and their report, system alerts, MFA required for staff.
 */
export const monitoringPolicy = {
  /** The audit log, its CSV export and the chain verification. */
  canReadAuditLog: (actor: PolicyActor): boolean => holds(actor, 'audit_logs', 'read'),
  /** Security events and the security report. */
  canReadSecurityEvents: (actor: PolicyActor): boolean => holds(actor, 'security_events', 'read'),
  /** Mark a security event resolved. */
  canResolveSecurityEvent: (actor: PolicyActor): boolean => holds(actor, 'security_events', 'update'),
  /** System alerts (the dashboard panel and /system-alerts). */
  canReadSystemAlerts: (actor: PolicyActor): boolean => holds(actor, 'system_alerts', 'read'),
  /** Mark a system alert resolved. */
  canResolveSystemAlert: (actor: PolicyActor): boolean => holds(actor, 'system_alerts', 'update'),
  /** Read the facility's security settings. */
  canReadFacilitySettings: (actor: PolicyActor): boolean => holds(actor, 'facility', 'read'),
  /** Change the facility's security settings. */
  canUpdateFacilitySettings: (actor: PolicyActor): boolean => holds(actor, 'facility', 'update'),
};
