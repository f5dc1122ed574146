import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { appendAudit, type AuditContext, type AuditEvent } from '../audit/append-audit.ts';
import { groupedAuditAppendsOf } from '../audit/grouped-appends.ts';
import { auditContextOf } from '../audit/request-context.ts';
import { hasTransactionBegun } from '../db/deferred-begin.ts';
import type { Database } from '../db/schema.ts';
import type { HttpError } from '../lib/http-error.ts';
import { requireActor, type Actor } from './actor.ts';

/**
 * What every command runs with: the request's transaction, the actor from the session, the audit context
 * (who, from where) and the server's clock. A command takes these and its input in one options object.
 */
export interface CommandScope {
  trx: Transaction<Database>;
  actor: Actor;
  audit: AuditContext;
  now: Date;
}

/**
 * The transaction step of the request path: runs `work` in one transaction with the request's actor, audit
 * context and clock. Anything `work` throws rolls the transaction back, so a refused change leaves nothing.
 */
export function withinTransaction<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  work: (scope: CommandScope) => Promise<T>,
): Promise<T> {
  const actor = requireActor(request);
  const audit = auditContextOf(request);
  const now = new Date();
  return db.transaction().execute((trx) => work({ trx, actor, audit, now }));
}

/** What an audited read found: the answer and what its audit row records, or the refusal to answer. */
export type ReadOutcome<T> = { answer: T; details?: unknown } | { refusal: HttpError };

/** The audit row of a read: its action and resource (success, values and error message are filled in). */
export type ReadAudit = Pick<AuditEvent, 'action' | 'resourceType' | 'resourceId'>;

/**
 * The one place a read of PHI is audited. Loads inside a transaction, then appends the read's audit row,
 * whether the read succeeded (with `details` as its new values) or was refused (with the refusal's message),
 * and answers only once that row is stored; a refusal is thrown after it too, so a denied look is on record.
 * A load that wrote something gets its audit row in its own transaction. One that only read sent no BEGIN or
 * COMMIT (db/deferred-begin.ts) and hands its row to the group commit of reads' audit rows
 * (audit/grouped-appends.ts), which stores the rows of concurrent reads in one INSERT.
 */
export async function readAudited<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  entry: ReadAudit,
  load: (scope: CommandScope) => Promise<ReadOutcome<T>>,
): Promise<T> {
  const { outcome, audit } = await withinTransaction(db, request, async (scope) => {
    const result = await load(scope);
    const isRefused = 'refusal' in result;
    const event: AuditEvent = {
      ...entry,
      newValues: isRefused ? null : (result.details ?? null),
      success: !isRefused,
      errorMessage: isRefused ? result.refusal.message : null,
    };
    if (!(await hasTransactionBegun(scope.trx)))
      return { outcome: result, audit: { event, context: scope.audit } };
    await appendAudit(scope.trx, scope.audit, event);
    return { outcome: result, audit: undefined };
  });
  if (audit) await groupedAuditAppendsOf(db).append(audit.context, audit.event);
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.answer;
}

/** Appends the audit row of a write inside its command (the same transaction as the change). */
export function auditChange(scope: CommandScope, event: AuditEvent): Promise<void> {
  return appendAudit(scope.trx, scope.audit, event);
}
