import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { timeOrderedUuid } from '../lib/time-ordered-uuid.ts';
import type { ChainedAuditFields } from './chain.ts';

/** Who did it and from where, taken from the session and the connection. */
export interface AuditContext {
  userId: string | null;
  userRole: string | null;
  sessionId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** What happened. */
export interface AuditEvent {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  oldValues?: unknown;
  newValues?: unknown;
  success?: boolean;
  errorMessage?: string | null;
}

/**
 * The columns of one audit row as its INSERT sends them: the hashed fields but the sequence (the table numbers
 * the row), with the old and new values as JSON text.
 */
export type AuditRow = Omit<ChainedAuditFields, 'sequence' | 'oldValues' | 'newValues'> & {
  oldValues: string | null;
  newValues: string | null;
};

const jsonText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The audit row of `event` by `context`, stamped now. */
export function auditRowOf(context: AuditContext, event: AuditEvent): AuditRow {
  return {
    id: timeOrderedUuid(),
    userId: context.userId,
    userRole: context.userRole,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId ?? null,
    oldValues: jsonText(event.oldValues),
    newValues: jsonText(event.newValues),
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
    sessionId: context.sessionId,
    occurredAt: new Date(),
    success: event.success ?? true,
    errorMessage: event.errorMessage ?? null,
  };
}

/**
 * Writes `rows` to the audit log in one statement: each row numbered by the table's sequence, with its
 * audit_pending marker, without any lock, so concurrent writers do not wait on one another. The sequencer
 * (chain-sequencer.ts) links committed rows into the hash chain right after. One statement text for one row
 * or many (the columns travel as arrays), so it is prepared once per connection.
 */
export async function insertAuditRows(executor: Kysely<Database>, rows: AuditRow[]): Promise<void> {
  const column = <Key extends keyof AuditRow>(key: Key) => rows.map((row) => row[key]);
  await sql`
    WITH appended AS (
      INSERT INTO audit_log (id, user_id, user_role, action, resource_type, resource_id, old_values, new_values,
                             ip_address, user_agent, session_id, occurred_at, success, error_message)
      SELECT * FROM unnest(${column('id')}::uuid[], ${column('userId')}::uuid[], ${column('userRole')}::text[],
                           ${column('action')}::text[], ${column('resourceType')}::text[],
                           ${column('resourceId')}::text[], ${column('oldValues')}::jsonb[],
                           ${column('newValues')}::jsonb[], ${column('ipAddress')}::text[],
                           ${column('userAgent')}::text[], ${column('sessionId')}::text[],
                           ${column('occurredAt')}::timestamptz[], ${column('success')}::boolean[],
                           ${column('errorMessage')}::text[])
      RETURNING sequence)
    INSERT INTO audit_pending (audit_sequence) SELECT sequence FROM appended`.execute(executor);
}

/** Appends one audit row inside the caller's transaction: a rolled-back change leaves no row. */
export function appendAudit(
  trx: Transaction<Database>,
  context: AuditContext,
  event: AuditEvent,
): Promise<void> {
  return insertAuditRows(trx, [auditRowOf(context, event)]);
}
