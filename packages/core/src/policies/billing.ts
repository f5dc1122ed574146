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
  /** Check eligibility from the chart's insurance section (a 270 to the payer). */
  canCheckEligibility: (actor: PolicyActor): boolean => holds(actor, 'billing', 'update'),
  /** The facility's billing settings and catalogue. */
  canManageSettings: (actor: PolicyActor): boolean => holds(actor, 'billing', 'update'),
};
