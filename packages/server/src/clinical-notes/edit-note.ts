import { ERROR_CODES, MESSAGES, type EditClinicalNoteInput } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, forbidden } from '../lib/http-error.ts';
import type { NoteRow } from './load-note.ts';
import { sealNoteVersion, type SigningKey } from './note-integrity.ts';

/**
 * The author's inline edit (spec part 2, section 2): a new signed version of the content, the earlier ones
 * kept. Only the author may edit (403), only before the note is amended (409), and only with changed
 * content (400). The note row must have been read FOR UPDATE. Audited as UPDATE of a CLINICAL_NOTE.
 */
export async function editClinicalNote(
  trx: Transaction<Database>,
  context: AuditContext,
  actor: Actor,
  signingKey: SigningKey,
  note: NoteRow,
  input: EditClinicalNoteInput,
  now: Date,
): Promise<void> {
  if (note.author_id !== actor.userId) throw forbidden(MESSAGES.clinicalNoteEditAuthorOnly);
  if (note.is_amended)
    throw new HttpError(409, ERROR_CODES.conflict, MESSAGES.clinicalNoteEditAfterAmendment);
  const current = await trx
    .selectFrom('clinical_note_versions')
    .select(['content', 'hash'])
    .where('note_id', '=', note.id)
    .where('version_number', '=', note.current_version)
    .executeTakeFirst();
  if (current?.content === input.content) {
    throw new HttpError(400, ERROR_CODES.validation, MESSAGES.clinicalNoteUnchanged, {
      content: MESSAGES.clinicalNoteUnchanged,
    });
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
  await trx
    .updateTable('clinical_notes')
    .set({ current_version: version })
    .where('id', '=', note.id)
    .execute();
  await appendAudit(trx, context, {
    action: 'UPDATE',
    resourceType: 'CLINICAL_NOTE',
    resourceId: note.id,
    oldValues: { version: note.current_version, hash: current?.hash ?? null },
    newValues: { version, hash: sealed.hash },
  });
}
