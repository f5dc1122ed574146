import { MESSAGES } from '@carenest/core';
import type { Remittance, RemittanceClaim } from '@carenest/x12';
import { badRequest } from '../lib/http-error.ts';

/** What the limits read of a claim CareNest sent: its charge and what was paid on it so far. */
export interface ClaimTotals {
  total_cents: number;
  paid_cents: number;
}

/** The claim payment's line a refusal names: its REF*6R control number, else its place in the CLP. */
function lineName(claim: RemittanceClaim, index: number): string {
  const line = claim.lines[index];
  return line?.controlNumber ?? `line ${index + 1}`;
}

/** The index of the first service line whose running total, from `startCents`, crosses `limitCents`. */
function crossingLine(claim: RemittanceClaim, startCents: number, limitCents: number): number {
  let running = startCents;
  for (const [index, line] of claim.lines.entries()) {
    running += line.paidCents;
    if (running > limitCents) return index;
  }
  return Math.max(0, claim.lines.length - 1);
}

/**
 * Refuses (400, naming the claim and its line) an 835 whose payments break the ledger's limits
 * (ARCHITECTURE.md, "Billing"): a negative payment, on the claim or a line, outside a reversal (CLP02 22), and
 * any payment that would take a claim's paid total, over this file's claim payments in order, above its charge.
 * Reversals take back what was paid, so only payments count toward the charge. Provider-level adjustments (PLB)
 * belong to no claim and are not counted. The caller has locked the claims' rows, so two files posted at once
 * cannot both pass.
 */
export function refuseOverpayments(
  remittance: Remittance,
  claimByNumber: ReadonlyMap<string, ClaimTotals>,
): void {
  const paidSoFar = new Map<string, number>();
  for (const claim of remittance.claims) {
    const row = claimByNumber.get(claim.claimNumber)!;
    const isReversal = claim.statusCode === '22';
    if (!isReversal) {
      const negativeLine = claim.lines.findIndex((line) => line.paidCents < 0);
      if (claim.paidCents < 0 || negativeLine >= 0) {
        const where = `${claim.claimNumber} ${lineName(claim, Math.max(0, negativeLine))}`;
        throw badRequest(`${MESSAGES.remittanceNegativePayment}: ${where}`, {
          [`claims.${claim.claimNumber}`]: MESSAGES.remittanceNegativePayment,
        });
      }
    }
    const before = paidSoFar.get(claim.claimNumber) ?? row.paid_cents;
    const after = before + claim.paidCents;
    if (!isReversal && after > row.total_cents) {
      const where = `${claim.claimNumber} ${lineName(claim, crossingLine(claim, before, row.total_cents))}`;
      throw badRequest(`${MESSAGES.remittanceOverpaysClaim}: ${where}`, {
        [`claims.${claim.claimNumber}`]: MESSAGES.remittanceOverpaysClaim,
      });
    }
    paidSoFar.set(claim.claimNumber, after);
  }
}
