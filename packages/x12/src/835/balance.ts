import type { Remittance } from './types.ts';

/** A remittance that does not add up: what, and which claim (CLP01) and line if any. */
export interface BalanceProblem {
  claimNumber?: string;
  line?: number;
  message: string;
}

/** Dollars for messages. */
function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The 835's balancing rules (005010X221A1, section 1.10.2): for each line, charge − paid = its CAS; for each
 * claim, charge − paid = its claim-level CAS plus its lines' CAS (when it has lines, else the claim-level CAS
 * alone); and the payment BPR02 = Σ CLP04 − Σ PLB amounts. Answers every problem (empty when it balances).
 */
export function checkRemittanceBalance(remittance: Remittance): BalanceProblem[] {
  const problems: BalanceProblem[] = [];
  const sum = (values: readonly { amountCents: number }[]) =>
    values.reduce((total, item) => total + item.amountCents, 0);
  for (const claim of remittance.claims) {
    claim.lines.forEach((line, index) => {
      const adjusted = sum(line.adjustments);
      if (line.chargeCents - line.paidCents !== adjusted)
        problems.push({
          claimNumber: claim.claimNumber,
          line: index + 1,
          message: `line ${index + 1} of claim ${claim.claimNumber}: charge ${dollars(line.chargeCents)} − paid ${dollars(line.paidCents)} is not its adjustments ${dollars(adjusted)}`,
        });
    });
    const adjusted =
      sum(claim.adjustments) + claim.lines.reduce((total, line) => total + sum(line.adjustments), 0);
    if (claim.chargeCents - claim.paidCents !== adjusted)
      problems.push({
        claimNumber: claim.claimNumber,
        message: `claim ${claim.claimNumber}: charge ${dollars(claim.chargeCents)} − paid ${dollars(claim.paidCents)} is not its adjustments ${dollars(adjusted)}`,
      });
  }
  const expected =
    remittance.claims.reduce((total, claim) => total + claim.paidCents, 0) -
    sum(remittance.providerAdjustments);
  if (remittance.payment.amountCents !== expected)
    problems.push({
      message: `the payment ${dollars(remittance.payment.amountCents)} is not the claims’ payments less provider adjustments (${dollars(expected)})`,
    });
  return problems;
}
