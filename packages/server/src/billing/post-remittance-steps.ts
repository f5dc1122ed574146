import { sql, type Transaction } from 'kysely';
import { MESSAGES } from '@carenest/core';
import type { Remittance } from '@carenest/x12';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';

// The steps of posting an 835 (`postRemittance`), each in the caller's transaction.

/** Rows per multi-row insert (well under PostgreSQL's parameter limit). */
const BATCH = 1000;

/** A claim of the remittance as the facility holds it, locked for the posting. */
export interface MatchedClaim {
  id: string;
  claim_number: string;
  status: string;
  paid_cents: number;
  total_cents: number;
}

/** The facility's claims and claim lines the remittance names: claims by number, lines by claim and control. */
export interface MatchedClaims {
  claimByNumber: Map<string, MatchedClaim>;
  serviceByControl: Map<string, string>;
}

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

/**
 * Finds, and locks, the facility's claims the remittance names (CLP01) and their lines (REF*6R); refuses it,
 * naming them, when a claim or a line is not the facility's.
 */
export async function matchClaims(
  trx: Transaction<Database>,
  facilityId: string,
  remittance: Remittance,
): Promise<MatchedClaims> {
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
  return { claimByNumber, serviceByControl };
}

/**
 * Records each claim payment (CLP) of a posted remittance with its CAS adjustments, by claim and by line;
 * a reversal (CLP02 22) is linked to the payment it takes back.
 */
export async function recordClaimPayments(
  trx: Transaction<Database>,
  remittance: Remittance,
  remittanceId: string,
  { claimByNumber, serviceByControl }: MatchedClaims,
): Promise<void> {
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
}

/** Records the remittance's provider-level adjustments (PLB) in the facility's provider ledger. */
export async function recordProviderAdjustments(
  trx: Transaction<Database>,
  remittance: Remittance,
  remittanceId: string,
  facilityId: string,
): Promise<void> {
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
}

/**
 * Moves each claim of the remittance to paid, denied (CLP02 4, or nothing paid) or back to accepted (reversed),
 * adding what was paid and keeping the payer's claim number for corrections. Answers each claim's new status.
 */
export async function settleClaims(
  trx: Transaction<Database>,
  remittance: Remittance,
  claimByNumber: Map<string, MatchedClaim>,
): Promise<string[]> {
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

  return [...outcome.values()].map((claim) => claim.status);
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
