/** The quantity of one claim line: 1 to 10 (spec part 2, "Claim creation"). */
export const CLAIM_QUANTITY = { minimum: 1, maximum: 10 } as const;

/** How many services the claim list shows before "+N more". */
export const CLAIM_LIST_SERVICES_SHOWN = 4;

/** A claim line's total: quantity × unit price, in cents. */
export function lineTotalCents(line: { quantity: number; unitPriceCents: number }): number {
  return line.quantity * line.unitPriceCents;
}

/** A claim's total: the sum of its line totals, in cents. */
export function claimTotalCentsOf(lines: readonly { quantity: number; unitPriceCents: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** The claim number of the `sequence`-th claim of `year`: PPEC-2026-001 (three digits, more past 999). */
export function formatClaimNumber(year: number, sequence: number): string {
  return `PPEC-${year}-${String(sequence).padStart(3, '0')}`;
}

/** The modifiers of a line the service does not allow (empty when every one is allowed). */
export function disallowedModifiers(modifiers: readonly string[], allowed: readonly string[]): string[] {
  return modifiers.filter((modifier) => !allowed.includes(modifier));
}

/** Cents as dollars for people: $1,234.50. */
export function formatDollars(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
