import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
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

/** Rows per multi-row insert (well under PostgreSQL's parameter limit). */
const BATCH = 1000;

/** Inserts rows in batches. */
async function insertBatched<Table extends 'claim_payments' | 'claim_adjustments' | 'provider_adjustments'>(
  trx: Transaction<Database>,
  table: Table,
  rows: Parameters<ReturnType<Transaction<Database>['insertInto']>['values']>[0][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH)
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
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
  input: {
    facilityId: string;
    content: string;
    source: 'file' | 'clearinghouse';
    audit: AuditContext;
    postedBy: string | null;
    now: Date;
  },
): Promise<RemittanceSummary> {
  const { facilityId, content, now } = input;
  const remittance = readRemittance(content);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const payerKey = remittance.payer.id || remittance.payment.originatorId || remittance.payer.name;
  const earlier = await trx
    .selectFrom('remittances')
    .select(['id', 'claim_count'])
    .where('facility_id', '=', facilityId)
    .where((eb) =>
      eb.or([
        eb('content_sha256', '=', sha256),
        eb.and([eb('payer_key', '=', payerKey), eb('trace_number', '=', remittance.payment.traceNumber)]),
      ]),
    )
    .executeTakeFirst();
  if (earlier)
    return {
      remittanceId: earlier.id,
      isAlreadyPosted: true,
      claimCount: earlier.claim_count,
      paidCents: 0,
      deniedCount: 0,
      reversalCount: 0,
      providerAdjustmentCents: 0,
    };

  const numbers = [...new Set(remittance.claims.map((claim) => claim.claimNumber))];
  const claims =
    numbers.length === 0
      ? []
      : await trx
          .selectFrom('billing_claims')
          .select(['id', 'claim_number', 'status', 'paid_cents', 'total_cents'])
          .where('facility_id', '=', facilityId)
          .where('claim_number', 'in', numbers)
          .orderBy('id')
          .forUpdate()
          .execute();
  const claimByNumber = new Map(claims.map((claim) => [claim.claim_number, claim]));
  const unknown = numbers.filter((number) => !claimByNumber.has(number));
  if (unknown.length > 0)
    throw badRequest(
      `${MESSAGES.remittanceUnknownClaims}: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}`,
    );
  const services =
    claims.length === 0
      ? []
      : await trx
          .selectFrom('claim_services')
          .select(['id', 'claim_id', 'control_number'])
          .where(
            'claim_id',
            'in',
            claims.map((claim) => claim.id),
          )
          .execute();
  const serviceByControl = new Map(
    services.map((service) => [`${service.claim_id}|${service.control_number}`, service.id]),
  );
  for (const claim of remittance.claims) {
    const claimId = claimByNumber.get(claim.claimNumber)!.id;
    for (const line of claim.lines)
      if (line.controlNumber && !serviceByControl.has(`${claimId}|${line.controlNumber}`))
        throw badRequest(`${MESSAGES.remittanceUnknownLine}: ${claim.claimNumber} ${line.controlNumber}`);
  }
  refuseOverpayments(remittance, claimByNumber);

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
      payer_key: payerKey,
      trace_number: remittance.payment.traceNumber,
      amount_cents: remittance.payment.amountCents,
      payment_method: remittance.payment.method,
      payment_date: remittance.payment.date || null,
      content_sha256: sha256,
      edi_transaction_id: transactionId,
      source: input.source,
      posted_by: input.postedBy,
      posted_at: now,
      claim_count: remittance.claims.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const reversedOriginals = await originalsOfReversals(trx, remittance, claimByNumber);
  const payments = remittance.claims.map((claim) => ({
    claim_id: claimByNumber.get(claim.claimNumber)!.id,
    remittance_id: remittanceId,
    status_code: claim.statusCode,
    charge_cents: claim.chargeCents,
    paid_cents: claim.paidCents,
    patient_responsibility_cents: claim.patientResponsibilityCents,
    payer_claim_number: claim.payerClaimNumber,
    payment_date: remittance.payment.date || null,
    reference: remittance.payment.traceNumber,
    reverses_payment_id:
      claim.statusCode === '22' ? (reversedOriginals.get(claim.payerClaimNumber) ?? null) : null,
  }));
  const paymentIds: string[] = [];
  for (let start = 0; start < payments.length; start += BATCH)
    paymentIds.push(
      ...(
        await trx
          .insertInto('claim_payments')
          .values(payments.slice(start, start + BATCH))
          .returning('id')
          .execute()
      ).map((row) => row.id),
    );
  const adjustments = remittance.claims.flatMap((claim, index) => {
    const claimId = payments[index]!.claim_id;
    return [
      ...claim.adjustments.map((adjustment) => ({
        payment_id: paymentIds[index]!,
        claim_service_id: null,
        group_code: adjustment.group,
        reason_code: adjustment.reason,
        amount_cents: adjustment.amountCents,
      })),
      ...claim.lines.flatMap((line) =>
        line.adjustments.map((adjustment) => ({
          payment_id: paymentIds[index]!,
          claim_service_id: line.controlNumber
            ? (serviceByControl.get(`${claimId}|${line.controlNumber}`) ?? null)
            : null,
          group_code: adjustment.group,
          reason_code: adjustment.reason,
          amount_cents: adjustment.amountCents,
        })),
      ),
    ];
  });
  await insertBatched(trx, 'claim_adjustments', adjustments);
  await insertBatched(
    trx,
    'provider_adjustments',
    remittance.providerAdjustments.map((adjustment) => ({
      remittance_id: remittanceId,
      facility_id: facilityId,
      provider_id: adjustment.providerId,
      fiscal_date: adjustment.fiscalPeriodDate || null,
      reason_code: adjustment.reason,
      reference: adjustment.reference,
      amount_cents: adjustment.amountCents,
    })),
  );

  const outcome = new Map<string, { paid: number; status: string; payerClaimNumber: string }>();
  for (const claim of remittance.claims) {
    const row = claimByNumber.get(claim.claimNumber)!;
    const current = outcome.get(row.id) ?? { paid: row.paid_cents, status: row.status, payerClaimNumber: '' };
    current.paid += claim.paidCents;
    current.status =
      claim.statusCode === '22'
        ? 'accepted'
        : claim.statusCode === '4' || current.paid <= 0
          ? 'denied'
          : 'paid';
    if (claim.statusCode !== '22') current.payerClaimNumber = claim.payerClaimNumber;
    outcome.set(row.id, current);
  }
  const ids = [...outcome.keys()];
  if (ids.length > 0)
    await sql`
      UPDATE billing_claims AS claim
      SET paid_cents = changed.paid, status = changed.status,
          payer_claim_number = coalesce(nullif(changed.payer_claim_number, ''), claim.payer_claim_number)
      FROM (SELECT unnest(${ids}::uuid[]) AS id, unnest(${ids.map((id) => outcome.get(id)!.paid)}::int[]) AS paid,
                   unnest(${ids.map((id) => outcome.get(id)!.status)}::text[]) AS status,
                   unnest(${ids.map((id) => outcome.get(id)!.payerClaimNumber)}::text[]) AS payer_claim_number) AS changed
      WHERE claim.id = changed.id`.execute(trx);

  const summary: RemittanceSummary = {
    remittanceId,
    isAlreadyPosted: false,
    claimCount: remittance.claims.length,
    paidCents: remittance.claims.reduce((sum, claim) => sum + claim.paidCents, 0),
    deniedCount: [...outcome.values()].filter((claim) => claim.status === 'denied').length,
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
    newValues: {
      ...summary,
      payer: remittance.payer.name,
      traceNumber: remittance.payment.traceNumber,
      source: input.source,
    },
  });
  await publishEvent(trx, {
    kind: 'claim.changed',
    resourceId: remittanceId,
    facility: { id: facilityId, roles: ['administrator'] },
  });
  return summary;
}

/** For each reversal (CLP02 22), the earlier payment with the same payer claim number it takes back. */
async function originalsOfReversals(
  trx: Transaction<Database>,
  remittance: Remittance,
  claimByNumber: Map<string, { id: string }>,
): Promise<Map<string, string>> {
  const reversals = remittance.claims.filter((claim) => claim.statusCode === '22');
  if (reversals.length === 0) return new Map();
  const rows = await trx
    .selectFrom('claim_payments')
    .select(['id', 'payer_claim_number'])
    .where(
      'claim_id',
      'in',
      reversals.map((claim) => claimByNumber.get(claim.claimNumber)!.id),
    )
    .where(
      'payer_claim_number',
      'in',
      reversals.map((claim) => claim.payerClaimNumber),
    )
    .where('status_code', '<>', '22')
    .execute();
  return new Map(rows.map((row) => [row.payer_claim_number, row.id]));
}
