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

/**
 * A billable ICD-10-CM code as a claim line may carry it: a letter, a digit, a letter or digit (the
 * category), then an optional dot and one to four letters or digits (a category alone is not billable).
 * Any code of the child's chart that has this shape may be billed, not only the catalogue's 18.
 */
export const BILLABLE_DIAGNOSIS_PATTERN = /^[A-Z][0-9][0-9A-Z]\.?[0-9A-Z]{1,4}$/;

/** The code as claims store it: trimmed, upper case, with its dot after the category ("g800" is "G80.0"). */
export function normalizeDiagnosisCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper.length > 3 && !upper.includes('.') ? `${upper.slice(0, 3)}.${upper.slice(3)}` : upper;
}

/** Whether a code (as typed or charted) is a well-formed ICD-10-CM code of billable length. */
export function isBillableDiagnosisCode(code: string): boolean {
  return BILLABLE_DIAGNOSIS_PATTERN.test(code.trim().toUpperCase());
}
