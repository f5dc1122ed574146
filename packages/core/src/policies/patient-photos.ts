import { isAdministrator } from '../roles.ts';
import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a child that deciding about their photo uses. */
export interface PatientPhotoFacts {
  /** Whether the actor is a nurse actively assigned to the child (their care team). */
  isOnCareTeam: boolean;
}

/**
 * The child's photo, the first check at dosing and at every handoff. Anyone who sees the child sees the photo
 * (the patient scope decides who); an administrator of the facility or a nurse of the child's care team puts a
 * photo in the chart, removes it, and accepts or rejects what a parent proposes; a parent proposes a photo of
 * their own child, which changes nothing until staff accept it.
 */
export const patientPhotoPolicy = {
  /** The photo in the chart header, the administer dialog and the driver's handoff. */
  canView: (actor: PolicyActor): boolean => holds(actor, 'patients', 'read'),
  /** Uploading, replacing or removing the photo, and deciding on a parent's proposal. */
  canChange: (actor: PolicyActor, child: PatientPhotoFacts): boolean =>
    holds(actor, 'patients', 'update') &&
    (isAdministrator(actor.role) || (actor.role === 'nurse' && child.isOnCareTeam)),
  /** Proposing a new photo from My Children: a parent of the child (the scoped load finds only theirs). */
  canPropose: (actor: PolicyActor): boolean => actor.role === 'parent' && holds(actor, 'documents', 'upload'),
};
