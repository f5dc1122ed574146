import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { GENESIS_HASH, hashAuditRow, type ChainedAuditFields } from './chain.ts';

/** Advisory lock key that serializes appends, so two transactions never chain to the same previous row. */
const AUDIT_CHAIN_LOCK = 7_240_531;

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
 * Appends one row to the audit log inside the caller's transaction: a rolled-back change leaves no row.
 * The transaction-scoped advisory lock is held until commit, so appends are chained one after another.
 */
export async function appendAudit(
  trx: Transaction<Database>,
  context: AuditContext,
  event: AuditEvent,
): Promise<void> {
  // One round trip: the function takes the chain lock, then reads the head with a snapshot taken after it.
  const { rows } = await sql<{
    sequence: string;
    hash: string;
  }>`SELECT sequence, hash FROM audit_chain_head(${AUDIT_CHAIN_LOCK})`.execute(trx);
  const head = rows[0];
  const fields: ChainedAuditFields = {
    sequence: (BigInt(head?.sequence ?? 0) + 1n).toString(),
    id: randomUUID(),
    userId: context.userId,
    userRole: context.userRole,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId ?? null,
    oldValues: event.oldValues ?? null,
    newValues: event.newValues ?? null,
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
    sessionId: context.sessionId,
    occurredAt: new Date(),
    success: event.success ?? true,
    errorMessage: event.errorMessage ?? null,
  };
  const previousHash = head?.hash ?? GENESIS_HASH;
  await trx
    .insertInto('audit_log')
    .values({
      sequence: fields.sequence,
      id: fields.id,
      user_id: fields.userId,
      user_role: fields.userRole,
      action: fields.action,
      resource_type: fields.resourceType,
      resource_id: fields.resourceId,
      old_values: fields.oldValues === null ? null : JSON.stringify(fields.oldValues),
      new_values: fields.newValues === null ? null : JSON.stringify(fields.newValues),
      ip_address: fields.ipAddress,
      user_agent: fields.userAgent,
      session_id: fields.sessionId,
      occurred_at: fields.occurredAt,
      success: fields.success,
      error_message: fields.errorMessage,
      previous_hash: previousHash,
      hash: hashAuditRow(previousHash, fields),
    })
    .execute();
}
