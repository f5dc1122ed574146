import type { AmendClinicalNoteInput } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { NoteRow } from './load-note.ts';
import { sealNoteAmendment, type SigningKey } from './note-integrity.ts';

/**
 * Appends a signed amendment (reason and text) to a note the actor may see and marks the note amended,
 * which ends its author's inline edits. The note row must have been read FOR UPDATE. Audited as AMEND;
 * answers the amended note row.
 */
export async function amendClinicalNote(
  scope: CommandScope & { note: NoteRow; input: AmendClinicalNoteInput; signingKey: SigningKey },
): Promise<NoteRow> {
  const { trx, actor, now, note, input, signingKey } = scope;
  const sealed = sealNoteAmendment(signingKey, {
    noteId: note.id,
    patientId: note.patient_id,
    reason: input.reason,
    amendmentText: input.amendmentText,
    authorId: actor.userId,
    timestamp: now,
  });
  const amendment = await trx
    .insertInto('clinical_note_amendments')
    .values({
      note_id: note.id,
      author_id: actor.userId,
      reason: input.reason,
      amendment_text: input.amendmentText,
      amended_at: now,
      hash: sealed.hash,
      digital_signature: sealed.digitalSignature,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const amended = await trx
    .updateTable('clinical_notes')
    .set({ is_amended: true })
    .where('id', '=', note.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'AMEND',
    resourceType: 'CLINICAL_NOTE',
    resourceId: note.id,
    oldValues: { isAmended: note.is_amended },
    newValues: { isAmended: true, amendmentId: amendment.id, reason: input.reason, hash: sealed.hash },
  });
  await publishEvent(trx, {
    kind: 'clinical-note.changed',
    resourceId: note.id,
    patientIds: [note.patient_id],
  });
  return amended;
}
