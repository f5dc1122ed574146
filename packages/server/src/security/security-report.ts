import { LIMITS, type SecurityReport } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { scopedEvents } from './scoped-events.ts';

/**
 * The security report of the actor's scope: totals by type and severity, unresolved count, and the suspicious
 * IPs: those with five failed sign-ins or five unauthorized_access events (spec part 1, "Security monitoring
 * rules"; the refusals' threshold is explained in record-unauthorized-access.ts).
 */
export async function loadSecurityReport(trx: Transaction<Database>, actor: Actor): Promise<SecurityReport> {
  const events = scopedEvents(trx, actor);
  const count = sql<number>`count(*)::int`.as('count');
  const byType = await events.select(['event_type as key', count]).groupBy('event_type').execute();
  const bySeverity = await events.select(['severity as key', count]).groupBy('severity').execute();
  const unresolved = await events.select(count).where('resolved', '=', false).executeTakeFirstOrThrow();
  const countOf = (type: 'login_failure' | 'unauthorized_access') =>
    sql<number>`(count(*) FILTER (WHERE event_type = ${type}))::int`;
  const suspicious = await events
    .select([
      'ip_address',
      countOf('login_failure').as('failures'),
      countOf('unauthorized_access').as('refusals'),
      sql<Date>`max(occurred_at)`.as('last_seen'),
    ])
    .where('event_type', 'in', ['login_failure', 'unauthorized_access'])
    .groupBy('ip_address')
    .having((eb) =>
      eb.or([
        eb(countOf('login_failure'), '>=', LIMITS.suspiciousIpThreshold),
        eb(countOf('unauthorized_access'), '>=', LIMITS.suspiciousIpThreshold),
      ]),
    )
    .orderBy(sql`count(*)`, 'desc')
    .execute();
  const totals = (rows: { key: string; count: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.key, row.count]));
  return {
    total: byType.reduce((sum, row) => sum + row.count, 0),
    byType: totals(byType),
    bySeverity: totals(bySeverity),
    suspiciousIps: suspicious.map((row) => ({
      ipAddress: row.ip_address,
      failures: row.failures,
      refusals: row.refusals,
      lastSeen: new Date(row.last_seen).toISOString(),
    })),
    unresolved: unresolved.count,
  };
}
