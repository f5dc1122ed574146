import { medicationPolicy } from './medications.ts';
import { holds, type PolicyActor } from './policy-actor.ts';
import { vitalSignsPolicy } from './vital-signs.ts';

/**
 * A child's daily report (ARCHITECTURE.md, "Parent portal"): the day's arrival and departure, the doses given
 * or held with their reasons, the readings and the therapy sessions. It is the family's account of their own
 * child's day, so a parent reads it for a child linked to them (the patient scope); staff read it with both
 * read rights it draws on, the medications and the vital signs, as on the chart. A driver holds neither, a
 * therapist no vital signs: neither reads it.
 */
export const dailyReportPolicy = {
  /** Opening a child's daily report. */
  canRead: (actor: PolicyActor): boolean =>
    actor.role === 'parent'
      ? holds(actor, 'patients', 'read')
      : medicationPolicy.canRead(actor) && vitalSignsPolicy.canRead(actor),
};
