import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { appendAudit, type AuditContext, type AuditEvent } from '../audit/append-audit.ts';
import { groupedAuditAppendsOf } from '../audit/grouped-appends.ts';
import { auditContextOf } from '../audit/request-context.ts';
import { hasTransactionBegun } from '../db/deferred-begin.ts';
import type { Database } from '../db/schema.ts';
import { requireActor, type Actor } from './actor.ts';
import { declaredReadOf, readAuditOf } from './audited-read.ts';

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

/** What an audited read found: the answer and what its audit row records as new values. */
export interface ReadOutcome<T> {
  answer: T;
  details?: unknown;
}

/**
 * The one place an answered read of PHI is audited. The route declares what it reads (`config:
 * auditedRead(…)`, shared/audited-read.ts); `load` runs inside a transaction and answers, or throws its refusal,
 * which rolls the transaction back and is audited by the refusal audit (plugins/refusal-audit.ts) in a write
 * of its own. An answered read's row records `details` as its new values and is stored before the answer
 * leaves. A load that wrote something gets its audit row in its own transaction. One that only read sent no
 * BEGIN or COMMIT (db/deferred-begin.ts) and hands its row to the group commit of reads' audit rows
 * (audit/grouped-appends.ts), which stores the rows of concurrent reads in one INSERT.
 */
export async function readAudited<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  load: (scope: CommandScope) => Promise<ReadOutcome<T>>,
): Promise<T> {
  const read = declaredReadOf(request);
  if (!read) throw new Error(`${request.method} ${request.routeOptions.url} reads without an auditedRead`);
  const { answer, audit } = await withinTransaction(db, request, async (scope) => {
    const outcome = await load(scope);
    const event: AuditEvent = { ...readAuditOf(read, request), newValues: outcome.details ?? null };
    if (!(await hasTransactionBegun(scope.trx)))
      return { answer: outcome.answer, audit: { event, context: scope.audit } };
    await appendAudit(scope.trx, scope.audit, event);
    return { answer: outcome.answer, audit: undefined };
  });
  if (audit) await groupedAuditAppendsOf(db).append(audit.context, audit.event);
  return answer;
}

/** Appends the audit row of a write inside its command (the same transaction as the change). */
export function auditChange(scope: CommandScope, event: AuditEvent): Promise<void> {
  return appendAudit(scope.trx, scope.audit, event);
}
