import type { AuditLogQuery } from '@carenest/core';
import { sql, type Kysely } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { pageWindow } from '../shared/pagination.ts';
import { likePattern } from '../shared/text-search.ts';

/** The audit rows an administrator may read: their facility's users; super_admin reads everything. */
function scopedAuditLog(db: Kysely<Database>, actor: Actor, query: AuditLogQuery) {
  let rows = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.user_id');
  if (actor.role !== 'super_admin') rows = rows.where('users.facility_id', '=', actor.facilityId);
  if (query.user) {
    const text = query.user;
    rows = rows.where((eb) =>
      eb.or([eb('users.email', 'ilike', likePattern(text)), eb(sql`audit_log.user_id::text`, '=', text)]),
    );
  }
  if (query.action) rows = rows.where('audit_log.action', '=', query.action.toUpperCase());
  if (query.resourceType) rows = rows.where('audit_log.resource_type', '=', query.resourceType.toUpperCase());
  if (query.from) rows = rows.where('audit_log.occurred_at', '>=', new Date(query.from));
  if (query.to) rows = rows.where('audit_log.occurred_at', '<=', new Date(query.to));
  return rows;
}

/**
 * One page of the filtered audit log, newest first, and the filtered total. `limit` overrides the page size
 * (the CSV export takes every matching row up to its own limit).
 */
export async function listAuditLog(
  db: Kysely<Database>,
  actor: Actor,
  query: AuditLogQuery,
  limit = query.pageSize,
) {
  const scoped = scopedAuditLog(db, actor, query);
  const { offset } = pageWindow(query);
  const rows = await scoped
    .selectAll('audit_log')
    .select('users.email as user_email')
    .orderBy('audit_log.sequence', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { count } = await scoped.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return {
    total: count,
    items: rows.map((row) => ({
      id: row.id,
      sequence: String(row.sequence),
      timestamp: row.occurred_at.toISOString(),
      userId: row.user_id,
      userEmail: row.user_email,
      userRole: row.user_role,
      action: row.action,
      resourceType: row.resource_type,
      resourceId: row.resource_id,
      oldValues: row.old_values,
      newValues: row.new_values,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      sessionId: row.session_id,
      success: row.success,
      errorMessage: row.error_message,
    })),
  };
}
