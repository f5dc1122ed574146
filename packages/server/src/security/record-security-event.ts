import type { SecurityEventType, Severity } from '@carenest/core';
import type { Transaction } from 'kysely';
import { raiseSystemAlert } from '../alerts/index.ts';
import type { Database } from '../db/schema.ts';
import { publishSecurityEventChanged } from './publish-security-event-changed.ts';

/** One security event to record. */
export interface SecurityEventInput {
  type: SecurityEventType;
  severity: Severity;
  userId: string | null;
  facilityId: string | null;
  ipAddress: string;
  userAgent: string | null;
  details?: Record<string, unknown>;
  /** Title of the system alert a high or critical event raises. */
  alertTitle?: string;
}

/**
 * Records a security event and announces it to the facility's administrators; one of severity high or
 * critical also raises a system alert for them (spec: "Events of severity high or critical trigger a
 * security alert").
 */
export async function recordSecurityEvent(
  trx: Transaction<Database>,
  event: SecurityEventInput,
): Promise<string> {
  const { id } = await trx
    .insertInto('security_events')
    .values({
      event_type: event.type,
      severity: event.severity,
      user_id: event.userId,
      facility_id: event.facilityId,
      ip_address: event.ipAddress,
      user_agent: event.userAgent,
      details: JSON.stringify(event.details ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishSecurityEventChanged(trx, { id, facilityId: event.facilityId });
  if (event.severity === 'high' || event.severity === 'critical') {
    const reason =
      typeof event.details?.reason === 'string' ? event.details.reason : event.type.replaceAll('_', ' ');
    await raiseSystemAlert(trx, {
      facility_id: event.facilityId,
      type: event.severity === 'critical' ? 'error' : 'warning',
      title: event.alertTitle ?? 'Security alert',
      description: `${reason} (IP ${event.ipAddress})`,
      severity: 'high',
      security_event_id: id,
    });
  }
  return id;
}
