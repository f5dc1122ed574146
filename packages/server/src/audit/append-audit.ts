import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { ENDS_TRANSACTION } from '../db/deferred-begin.ts';
import type { Database } from '../db/schema.ts';

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
 * Appends one row to the audit log inside the caller's transaction: a rolled-back change leaves no row. One
 * statement writes the row (numbered by the table's sequence) and its audit_pending marker, without any lock:
 * concurrent requests do not wait on one another. The sequencer (chain-sequencer.ts) links committed rows
 * into the hash chain right after. `endsTransaction` says nothing follows it in the transaction (a read's
 * audit row): when the transaction has not written, the row then commits on its own (db/deferred-begin.ts).
 */
export async function appendAudit(
  trx: Transaction<Database>,
  context: AuditContext,
  event: AuditEvent,
  options: { endsTransaction?: boolean } = {},
): Promise<void> {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  await sql`${sql.raw(options.endsTransaction ? ENDS_TRANSACTION : '')}
    WITH appended AS (
      INSERT INTO audit_log (id, user_id, user_role, action, resource_type, resource_id, old_values, new_values,
                             ip_address, user_agent, session_id, occurred_at, success, error_message)
      VALUES (${randomUUID()}, ${context.userId}, ${context.userRole}, ${event.action}, ${event.resourceType},
              ${event.resourceId ?? null}, ${json(event.oldValues)}::jsonb, ${json(event.newValues)}::jsonb,
              ${context.ipAddress}, ${context.userAgent}, ${context.sessionId}, ${new Date()},
              ${event.success ?? true}, ${event.errorMessage ?? null})
      RETURNING sequence)
    INSERT INTO audit_pending (audit_sequence) SELECT sequence FROM appended`.execute(trx);
}
