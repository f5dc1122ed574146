import { ERROR_CODES, LIMITS } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Refusal, RefusalSubject } from '../plugins/refusal-audit.ts';
import { recordSecurityEvent } from './record-security-event.ts';

/**
 * The window of the throttle (one event per user and resource) and of the count that marks an IP suspicious:
 * the failed sign-ins' window.
 */
export const UNAUTHORIZED_ACCESS_WINDOW_MS = 15 * 60_000;

/** The reason of the suspicious_activity event repeated refusals from one IP raise. */
export const REPEATED_REFUSALS_REASON = 'Multiple unauthorized access attempts';

/** The tables that hold the facility of a refusal's subject. */
const FACILITY_OF_SUBJECT = {
  PATIENT: 'patients',
  DOCUMENT: 'patient_documents',
  ROUTE: 'transport_routes',
} as const;

/**
 * The facility whose administrators see the event: the actor's; for a parent, who belongs to none, the
 * refused subject's when it exists, else that of a child they are linked to (null when neither exists).
 */
async function facilityOfRefusal(
  trx: Transaction<Database>,
  actor: Refusal['actor'],
  subject: RefusalSubject,
): Promise<string | null> {
  if (actor.facilityId) return actor.facilityId;
  const owner = await trx
    .selectFrom(FACILITY_OF_SUBJECT[subject.resourceType])
    .select('facility_id')
    .where('id', '=', subject.resourceId)
    .executeTakeFirst();
  if (owner) return owner.facility_id;
  const linked = await trx
    .selectFrom('patient_parents')
    .innerJoin('patients', 'patients.id', 'patient_parents.patient_id')
    .select('patients.facility_id')
    .where('patient_parents.parent_id', '=', actor.userId)
    .executeTakeFirst();
  return linked?.facility_id ?? null;
}

/** Whether the user already has an unauthorized_access event for this subject within the window. */
async function isAlreadyRecorded(
  trx: Transaction<Database>,
  userId: string,
  subject: RefusalSubject,
  since: Date,
): Promise<boolean> {
  const row = await trx
    .selectFrom('security_events')
    .select('id')
    .where('event_type', '=', 'unauthorized_access')
    .where('user_id', '=', userId)
    .where('occurred_at', '>', since)
    .where(sql<string>`details->>'resourceType'`, '=', subject.resourceType)
    .where(sql<string>`details->>'resourceId'`, '=', subject.resourceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** unauthorized_access events from one IP within the window. */
async function countRecentFromIp(
  trx: Transaction<Database>,
  ipAddress: string,
  since: Date,
): Promise<number> {
  const row = await trx
    .selectFrom('security_events')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('event_type', '=', 'unauthorized_access')
    .where('ip_address', '=', ipAddress)
    .where('occurred_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Records a refused request for a child, a document or a transport route the user may not see (403 or 404)
 * as a medium `unauthorized_access` security event with the IP, the resource and the reason: at most one per
 * user and resource in 15 minutes, so a screen asking again does not flood the log. The spec's rule that an
 * unauthorized_access event marks the IP suspicious (spec part 1, "Security monitoring rules") applies at the
 * spec's threshold of five within the window, as for failed sign-ins: staff of a center share its address, and
 * one stale link must not flag the whole floor. The fifth raises a high suspicious_activity event (and so a
 * system alert). Both counts run under locks on the user and on the IP, so concurrent refusals neither
 * record one resource twice nor pass the threshold unannounced.
 */
export async function recordUnauthorizedAccess(trx: Transaction<Database>, refusal: Refusal): Promise<void> {
  const { actor, context, error, subject } = refusal;
  if (!subject || (error.code !== ERROR_CODES.forbidden && error.code !== ERROR_CODES.notFound)) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`unauthorized-access:user:${actor.userId}`}))`.execute(
    trx,
  );
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`unauthorized-access:ip:${context.ipAddress}`}))`.execute(
    trx,
  );
  const since = new Date(Date.now() - UNAUTHORIZED_ACCESS_WINDOW_MS);
  if (await isAlreadyRecorded(trx, actor.userId, subject, since)) return;
  const facilityId = await facilityOfRefusal(trx, actor, subject);
  const base = { ipAddress: context.ipAddress, userAgent: context.userAgent, facilityId };
  await recordSecurityEvent(trx, {
    ...base,
    type: 'unauthorized_access',
    severity: 'medium',
    userId: actor.userId,
    details: {
      reason: error.message,
      resourceType: subject.resourceType,
      resourceId: subject.resourceId,
      route: refusal.route,
      status: error.statusCode,
    },
  });
  if ((await countRecentFromIp(trx, context.ipAddress, since)) !== LIMITS.suspiciousIpThreshold) return;
  await recordSecurityEvent(trx, {
    ...base,
    type: 'suspicious_activity',
    severity: 'high',
    userId: actor.userId,
    details: { reason: REPEATED_REFUSALS_REASON },
    alertTitle: 'Suspicious activity',
  });
}
