import { ROLE_LABELS, ROLES, type Role } from '@carenest/core';
import type { AuditLogEntry } from '../../api/audit-log.ts';

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The role an audit row was written under, as its label ("Administrator"), or the raw value. */
export function describeAuditRole(role: string | null): string {
  if (!role) return 'No role';
  return isRole(role) ? ROLE_LABELS[role] : role;
}

/** Who acted in an audit row: their email, else their id, else "System" for scheduled work. */
export function describeAuditUser(entry: AuditLogEntry): string {
  return entry.userEmail ?? entry.userId ?? 'System';
}

/** The record an audit row is about: "PATIENT · 1b2c…" or just the type. */
export function describeAuditResource(entry: AuditLogEntry): string {
  return entry.resourceId ? `${entry.resourceType} · ${entry.resourceId}` : entry.resourceType;
}
