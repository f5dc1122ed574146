import type { SecurityEventQuery } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { pageWindow } from '../shared/pagination.ts';
import { scopedEvents } from './scoped-events.ts';

/** One page of the security events the actor sees, filtered, newest first; and how many match in all. */
export async function listSecurityEvents(
  trx: Transaction<Database>,
  actor: Actor,
  query: SecurityEventQuery,
) {
  let events = scopedEvents(trx, actor);
  if (query.type) events = events.where('event_type', '=', query.type);
  if (query.severity) events = events.where('severity', '=', query.severity);
  if (query.resolved !== undefined) events = events.where('resolved', '=', query.resolved);
  if (query.from) events = events.where('occurred_at', '>=', new Date(query.from));
  if (query.to) events = events.where('occurred_at', '<=', new Date(query.to));
  const { limit, offset } = pageWindow(query);
  const rows = await events
    .leftJoin('users', 'users.id', 'security_events.user_id')
    .selectAll('security_events')
    .select('users.email as user_email')
    .orderBy('security_events.occurred_at', 'desc')
    .orderBy('security_events.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const { count } = await events.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return {
    total: count,
    items: rows.map((row) => ({
      id: row.id,
      eventType: row.event_type,
      userId: row.user_id,
      userEmail: row.user_email,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      details: row.details,
      severity: row.severity,
      timestamp: row.occurred_at.toISOString(),
      resolved: row.resolved,
    })),
  };
}
