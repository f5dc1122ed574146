import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Billing and claims (spec part 2, "Billing"): administrators (and super_admin) only; others see the
 * restricted sentence. Which claims is the scoped load (the administrator's facility).
 */
export const billingPolicy = {
  /** The Billing screen, the claim list and a claim's detail. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'billing', 'read'),
  /** Create Claim. */
  canCreate: (actor: PolicyActor): boolean => holds(actor, 'billing', 'create'),
  /** Submit Claim, on a draft only. */
  canSubmit: (actor: PolicyActor, claim: { status: string }): boolean =>
    holds(actor, 'billing', 'update') && claim.status === 'draft',
  /**
   * Correct or void a claim the payer has adjudicated: a new draft with frequency 7 (replacement) or 8 (void)
   * that carries the payer's claim number from the remittance.
   */
  canReplace: (
    actor: PolicyActor,
    claim: { frequencyCode: string; payerClaimNumber: string | null },
  ): boolean =>
    holds(actor, 'billing', 'create') && claim.frequencyCode === '1' && claim.payerClaimNumber !== null,
  /** Check eligibility from the chart's insurance section (a 270 to the payer). */
  canCheckEligibility: (actor: PolicyActor): boolean => holds(actor, 'billing', 'update'),
  /** The facility's billing settings and catalogue. */
  canManageSettings: (actor: PolicyActor): boolean => holds(actor, 'billing', 'update'),
};
