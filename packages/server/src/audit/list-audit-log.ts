import { AUDIT_LOG_COUNT_CAP, facilityScopeOf, type AuditLogQuery } from '@carenest/core';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { keysetPage, pageWindow, sortKeyAfter } from '../shared/pagination.ts';
import { likePattern } from '../shared/text-search.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

/** The audit rows an administrator may read: their facility's users; super_admin reads everything. */
function scopedAuditLog(db: Kysely<Database>, actor: Actor, query: AuditLogQuery) {
  let rows = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .where(isInFacilityScope(actor, 'users.facility_id'));
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

/** Whether any filter narrows the log (then its total is counted, up to AUDIT_LOG_COUNT_CAP). */
function isFiltered(query: AuditLogQuery): boolean {
  return Boolean(query.user || query.action || query.resourceType || query.from || query.to);
}

/** An audit log cursor's sort key: the sequence of the last row shown. */
const AUDIT_SORT_KEY = z.tuple([z.string().regex(/^[1-9][0-9]{0,17}$/)]);

/**
 * How many rows the filtered audit log holds. The whole log's total is read from the counts the sequencer
 * keeps (audit_log_counts) plus the rows it has not linked yet, in one statement (one snapshot, so a row being
 * linked is counted once); a filtered total is counted up to AUDIT_LOG_COUNT_CAP and says when it stopped.
 */
export async function countAuditLog(
  db: Kysely<Database>,
  actor: Actor,
  query: AuditLogQuery,
): Promise<{ total: number; isTotalCapped: boolean }> {
  if (isFiltered(query)) {
    const matching = scopedAuditLog(db, actor, query)
      .select(sql`1`.as('one'))
      .limit(AUDIT_LOG_COUNT_CAP + 1);
    const { count } = await db
      .selectFrom(matching.as('matching'))
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    return { total: Math.min(count, AUDIT_LOG_COUNT_CAP), isTotalCapped: count > AUDIT_LOG_COUNT_CAP };
  }
  const scope = facilityScopeOf(actor);
  if (!scope.isEveryFacility && !scope.facilityId) return { total: 0, isTotalCapped: false };
  const facility = scope.isEveryFacility ? null : scope.facilityId;
  // The few pending rows are looked up by sequence first (materialized), never the facility's whole history.
  const { rows } = await sql<{ total: string }>`
    WITH pending AS MATERIALIZED (
      SELECT audit_log.user_id FROM audit_pending
      JOIN audit_log ON audit_log.sequence = audit_pending.audit_sequence)
    SELECT (SELECT coalesce(sum(entries), 0) FROM audit_log_counts
            WHERE ${facility}::text IS NULL OR scope = ${facility}::text)
         + (SELECT count(*) FROM pending LEFT JOIN users ON users.id = pending.user_id
            WHERE ${facility}::uuid IS NULL OR users.facility_id = ${facility}::uuid) AS total`.execute(db);
  return { total: Number(rows[0]?.total ?? 0), isTotalCapped: false };
}

/**
 * One page of the filtered audit log, newest first. A page asked for with `after` (the previous page's
 * `nextCursor`) starts right below that row's sequence (keyset, however deep); otherwise at its offset. `limit`
 * overrides the page size (the CSV export takes every matching row up to its own limit).
 */
export async function listAuditLog(
  db: Kysely<Database>,
  actor: Actor,
  query: AuditLogQuery,
  limit = query.pageSize,
) {
  const after = query.after ? sortKeyAfter(query.after, AUDIT_SORT_KEY)[0] : undefined;
  const { offset } = pageWindow(query);
  const page = scopedAuditLog(db, actor, query)
    .selectAll('audit_log')
    .select('users.email as user_email')
    .orderBy('audit_log.sequence', 'desc')
    .limit(limit + 1);
  const found = await (after ? page.where('audit_log.sequence', '<', after) : page.offset(offset)).execute();
  const { rows, nextCursor } = keysetPage(found, limit, (row) => [String(row.sequence)]);
  return {
    nextCursor,
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
