import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a loaded note that decisions about it use. */
export interface ClinicalNoteFacts {
  authorId: string;
  isAmended: boolean;
}

/**
 * Clinical notes (spec part 2, "Clinical Documentation" and section 6). Notes are reached through a patient
 * the actor may see (the scoped load); these decide what the actor may do with one.
 */
export const clinicalNotePolicy = {
  /** List notes and open one (the screen and the detail view). */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'clinical_notes', 'read'),
  /** Write a note: the New Note button ("users holding the create permission"). */
  canCreate: (actor: PolicyActor): boolean => holds(actor, 'clinical_notes', 'create'),
  /** Amend a note: the Amend button ("users holding the amend permission"). */
  canAmend: (actor: PolicyActor): boolean => holds(actor, 'clinical_notes', 'amend'),
  /**
   * Read every note of a visible child; without it (parents) only the notes their author shared with the
   * family: those who write notes read them all.
   */
  canReadUnshared: (actor: PolicyActor): boolean => holds(actor, 'clinical_notes', 'create'),
  /** Share a note with the family or stop sharing it: only its author, with the create permission. */
  canShare: (actor: PolicyActor, note: Pick<ClinicalNoteFacts, 'authorId'>): boolean =>
    holds(actor, 'clinical_notes', 'create') && note.authorId === actor.userId,
  /** Edit a note's content inline: only its author, with the create permission, before any amendment. */
  canEdit: (actor: PolicyActor, note: ClinicalNoteFacts): boolean =>
    holds(actor, 'clinical_notes', 'create') && note.authorId === actor.userId && !note.isAmended,
};
