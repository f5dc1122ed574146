import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { MESSAGES } from '@carenest/core';
import {
  checkRemittanceBalance,
  describeWhere,
  parseRemittance,
  X12Error,
  type Remittance,
} from '@carenest/x12';
import type { AuditContext } from '../audit/append-audit.ts';
import { appendAudit } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest } from '../lib/http-error.ts';
import {
  matchClaims,
  recordClaimPayments,
  recordProviderAdjustments,
  settleClaims,
} from './post-remittance-steps.ts';
import { refuseOverpayments } from './remittance-limits.ts';

/** What posting a remittance did. */
export interface RemittanceSummary {
  remittanceId: string;
  /** True when this file (or this payer's trace number) was posted before: nothing changed. */
  isAlreadyPosted: boolean;
  claimCount: number;
  paidCents: number;
  deniedCount: number;
  reversalCount: number;
  providerAdjustmentCents: number;
}

/** Reads and checks an 835: a file that cannot be read or does not balance is refused, naming why. */
function readRemittance(content: string): Remittance {
  let remittance: Remittance;
  try {
    remittance = parseRemittance(content);
  } catch (error) {
    if (error instanceof X12Error) throw badRequest(error.message, { [describeWhere(error)]: error.message });
    throw error;
  }
  const problems = checkRemittanceBalance(remittance);
  if (problems.length > 0)
    throw badRequest(
      MESSAGES.remittanceUnbalanced,
      Object.fromEntries(problems.map((problem, index) => [`balance.${index + 1}`, problem.message])),
    );
  return remittance;
}

/** The payer and trace number of an 835 posted before (the same file, or this payer's trace number), if any. */
async function findEarlierPosting(
  trx: Transaction<Database>,
  facilityId: string,
  posting: { sha256: string; payerKey: string; traceNumber: string },
): Promise<{ id: string; claim_count: number } | undefined> {
  return trx
    .selectFrom('remittances')
    .select(['id', 'claim_count'])
    .where('facility_id', '=', facilityId)
    .where((eb) =>
      eb.or([
        eb('content_sha256', '=', posting.sha256),
        eb.and([eb('payer_key', '=', posting.payerKey), eb('trace_number', '=', posting.traceNumber)]),
      ]),
    )
    .executeTakeFirst();
}

/** Records the 835 as a processed inbound transaction and its remittance row. Answers the remittance's id. */
async function recordRemittance(
  trx: Transaction<Database>,
  input: PostingInput,
  remittance: Remittance,
  keys: { sha256: string; payerKey: string },
): Promise<string> {
  const { facilityId, content, now } = input;
  const { id: transactionId } = await trx
    .insertInto('edi_transactions')
    .values({
      facility_id: facilityId,
      transaction_type: '835',
      direction: 'inbound',
      status: 'processed',
      control_number: remittance.payment.traceNumber,
      content,
      related_claim_id: null,
      submitted_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: remittanceId } = await trx
    .insertInto('remittances')
    .values({
      facility_id: facilityId,
      payer_name: remittance.payer.name,
      payer_key: keys.payerKey,
      trace_number: remittance.payment.traceNumber,
      amount_cents: remittance.payment.amountCents,
      payment_method: remittance.payment.method,
      payment_date: remittance.payment.date || null,
      content_sha256: keys.sha256,
      edi_transaction_id: transactionId,
      source: input.source,
      posted_by: input.postedBy,
      posted_at: now,
      claim_count: remittance.claims.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  return remittanceId;
}

/** What a posting is given: the facility, the 835, where it came from, who posts it and when. */
interface PostingInput {
  facilityId: string;
  content: string;
  source: 'file' | 'clearinghouse';
  audit: AuditContext;
  postedBy: string | null;
  now: Date;
}

/**
 * Posts an 835 for a facility in the caller's transaction, all or nothing: read and balanced; the same file or
 * the same payer's trace number posted before changes nothing (answered as already posted); every CLP01 must be
 * a claim of this facility and every REF*6R one of its lines (else refused, naming them), and no payment may
 * be negative outside a reversal or take a claim past its charge (`refuseOverpayments`); then each claim
 * payment is recorded with its CAS adjustments by line, reversals (CLP02 22) are linked to the payment they
 * reverse, PLB amounts go to the provider ledger, claims move to paid, denied (CLP02 4, or nothing paid) or
 * back to accepted (reversed), with the payer's claim number kept for corrections. PROCESS_PAYMENT_REMITTANCE
 * is audited and administrators hear claim.changed.
 */
export async function postRemittance(
  trx: Transaction<Database>,
  input: PostingInput,
): Promise<RemittanceSummary> {
  const { facilityId, content } = input;
  const remittance = readRemittance(content);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const payerKey = remittance.payer.id || remittance.payment.originatorId || remittance.payer.name;
  const traceNumber = remittance.payment.traceNumber;
  const earlier = await findEarlierPosting(trx, facilityId, { sha256, payerKey, traceNumber });
  if (earlier) return alreadyPosted(earlier);

  const matched = await matchClaims(trx, facilityId, remittance);
  refuseOverpayments(remittance, matched.claimByNumber);
  const remittanceId = await recordRemittance(trx, input, remittance, { sha256, payerKey });
  await recordClaimPayments(trx, remittance, remittanceId, matched);
  await recordProviderAdjustments(trx, remittance, remittanceId, facilityId);
  const statuses = await settleClaims(trx, remittance, matched.claimByNumber);

  const summary: RemittanceSummary = {
    remittanceId,
    isAlreadyPosted: false,
    claimCount: remittance.claims.length,
    paidCents: remittance.claims.reduce((sum, claim) => sum + claim.paidCents, 0),
    deniedCount: statuses.filter((status) => status === 'denied').length,
    reversalCount: remittance.claims.filter((claim) => claim.statusCode === '22').length,
    providerAdjustmentCents: remittance.providerAdjustments.reduce(
      (sum, adjustment) => sum + adjustment.amountCents,
      0,
    ),
  };
  await appendAudit(trx, input.audit, {
    action: 'PROCESS_PAYMENT_REMITTANCE',
    resourceType: 'REMITTANCE',
    resourceId: remittanceId,
    newValues: { ...summary, payer: remittance.payer.name, traceNumber, source: input.source },
  });
  await publishEvent(trx, {
    kind: 'claim.changed',
    resourceId: remittanceId,
    facility: { id: facilityId, roles: ['administrator'] },
  });
  return summary;
}

/** The answer for an 835 posted before: nothing changed. */
function alreadyPosted(earlier: { id: string; claim_count: number }): RemittanceSummary {
  return {
    remittanceId: earlier.id,
    isAlreadyPosted: true,
    claimCount: earlier.claim_count,
    paidCents: 0,
    deniedCount: 0,
    reversalCount: 0,
    providerAdjustmentCents: 0,
  };
}
