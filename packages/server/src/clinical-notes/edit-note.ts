import { MESSAGES, type EditClinicalNoteInput } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { NoteRow } from './load-note.ts';
import { sealNoteVersion, type SigningKey } from './note-integrity.ts';

/**
 * The author's inline edit (spec part 2, section 2): a new signed version of the content, the earlier ones
 * kept; unchanged content is refused (400). The route has read the note FOR UPDATE and authorized the edit
 * (its author, before any amendment). Audited as UPDATE of a CLINICAL_NOTE; answers the updated note row.
 */
export async function editClinicalNote(
  scope: CommandScope & { note: NoteRow; input: EditClinicalNoteInput; signingKey: SigningKey },
): Promise<NoteRow> {
  const { trx, actor, now, note, input, signingKey } = scope;
  const current = await trx
    .selectFrom('clinical_note_versions')
    .select(['content', 'hash'])
    .where('note_id', '=', note.id)
    .where('version_number', '=', note.current_version)
    .executeTakeFirst();
  if (current?.content === input.content) {
    throw badRequest(MESSAGES.clinicalNoteUnchanged, { content: MESSAGES.clinicalNoteUnchanged });
  }
  const version = note.current_version + 1;
  const sealed = sealNoteVersion(signingKey, {
    noteId: note.id,
    version,
    patientId: note.patient_id,
    noteType: note.note_type,
    content: input.content,
    authorId: actor.userId,
    timestamp: now,
  });
  await trx
    .insertInto('clinical_note_versions')
    .values({
      note_id: note.id,
      version_number: version,
      content: input.content,
      author_id: actor.userId,
      signed_at: now,
      hash: sealed.hash,
      digital_signature: sealed.digitalSignature,
    })
    .execute();
  const edited = await trx
    .updateTable('clinical_notes')
    .set({ current_version: version })
    .where('id', '=', note.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'UPDATE',
    resourceType: 'CLINICAL_NOTE',
    resourceId: note.id,
    oldValues: { version: note.current_version, hash: current?.hash ?? null },
    newValues: { version, hash: sealed.hash },
  });
  await publishEvent(trx, {
    kind: 'clinical-note.changed',
    resourceId: note.id,
    patientIds: [note.patient_id],
  });
  return edited;
}
