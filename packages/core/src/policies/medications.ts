import { isAdministrator } from '../roles.ts';
import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a loaded administration record that decisions about it use. */
export interface AdministrationFacts {
  administeredBy: string;
}

/**
 * The eMAR (spec part 2, "Patient chart" and section 6: "Add medication, administer medication: nurse,
 * administrator"). Medications are reached through a patient the actor may see.
 */
export const medicationPolicy = {
  /** The chart's Medications tab, an administration record and the due list. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'medications', 'read'),
  /** The Add Medication button. */
  canAdd: (actor: PolicyActor): boolean => holds(actor, 'medications', 'create'),
  /** The Administer button: recording a dose. */
  canAdminister: (actor: PolicyActor): boolean => holds(actor, 'medications', 'administer'),
  /**
   * Correcting an administration record: its author, if they still record doses, or an administrator of the
   * facility.
   */
  canAmendAdministration: (actor: PolicyActor, administration: AdministrationFacts): boolean =>
    holds(actor, 'medications', 'administer') &&
    (administration.administeredBy === actor.userId || isAdministrator(actor.role)),
};
