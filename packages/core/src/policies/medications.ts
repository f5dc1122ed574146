import { isAdministrator } from '../roles.ts';
import { reachesOnlyCareTeam } from './care-team.ts';
import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a loaded administration record that decisions about it use. */
export interface AdministrationFacts {
  administeredBy: string;
}

/** The facts of a child's medication order that changing or stopping it uses. */
export interface MedicationOrderFacts {
  /** Whether the actor is a nurse actively assigned to the child (their care team). */
  isOnCareTeam: boolean;
}

/** Who a witness is, once their credentials are proven: the account behind the email. */
export interface WitnessFacts {
  userId: string;
  role: PolicyActor['role'];
  facilityId: string | null;
  isPending: boolean;
  isActive: boolean;
}

/**
 * The eMAR (spec part 2, "Patient chart" and section 6: "Add medication, administer medication: nurse,
 * administrator"). Medications are reached through a patient the actor may see: a nurse only the children of
 * their care team (`reachesOnlyCareTeam`, the same rule the server's patient scope narrows every load by).
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
  /**
   * Changing an order (a new version) or discontinuing it: a nurse of the child's care team
   * (`reachesOnlyCareTeam`) or an administrator of the facility.
   */
  canChangeOrder: (actor: PolicyActor, order: MedicationOrderFacts): boolean =>
    holds(actor, 'medications', 'update') &&
    (isAdministrator(actor.role) || (reachesOnlyCareTeam(actor) && order.isOnCareTeam)),
  /**
   * Witnessing a dose `actor` gives a child of `facilityId`: an active, approved nurse of that facility, who
   * is someone other than the one giving it (that case is the caller's 400: nobody is their own witness).
   */
  canWitness: (actor: PolicyActor, witness: WitnessFacts, facilityId: string): boolean =>
    witness.userId !== actor.userId &&
    witness.role === 'nurse' &&
    witness.isActive &&
    !witness.isPending &&
    witness.facilityId === facilityId,
};
