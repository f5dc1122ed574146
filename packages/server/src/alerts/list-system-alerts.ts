import type { SystemAlert } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { pageWindow, type PageQuery } from '../shared/pagination.ts';
import { scopedAlerts } from './scoped-alerts.ts';

/**
 * One page of the alerts the actor sees, newest first, optionally only resolved or unresolved ones; with how
 * many match and how many are unresolved in all (the screen's subtitle).
 */
export async function listSystemAlerts(
  trx: Transaction<Database>,
  actor: Actor,
  query: PageQuery & { resolved?: boolean },
): Promise<{ items: SystemAlert[]; total: number; unresolvedCount: number }> {
  let alerts = scopedAlerts(trx, actor);
  if (query.resolved !== undefined) alerts = alerts.where('resolved', '=', query.resolved);
  const { limit, offset } = pageWindow(query);
  const rows = await alerts
    .selectAll()
    .orderBy('occurred_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = sql<number>`count(*)::int`.as('count');
  const matched = await alerts.select(count).executeTakeFirstOrThrow();
  const unresolved = await scopedAlerts(trx, actor)
    .select(count)
    .where('resolved', '=', false)
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      severity: row.severity,
      timestamp: row.occurred_at.toISOString(),
      resolved: row.resolved,
    })),
    total: matched.count,
    unresolvedCount: unresolved.count,
  };
}
