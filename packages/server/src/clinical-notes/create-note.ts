import { randomUUID } from 'node:crypto';
import type { CreateClinicalNoteInput } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { NoteRow } from './load-note.ts';
import { sealNoteVersion, type SigningKey } from './note-integrity.ts';

/**
 * Writes a new clinical note for a patient the actor may see: the note and its first version, hashed and
 * signed by the server, with the actor as author and the server's clock as its time (never the browser's).
 * Audited as CREATE of a CLINICAL_NOTE; announced as clinical-note.changed to those who see the patient.
 */
export async function createClinicalNote(
  scope: CommandScope & {
    patient: { id: string; facilityId: string };
    input: CreateClinicalNoteInput;
    signingKey: SigningKey;
  },
): Promise<NoteRow> {
  const { trx, actor, now, patient, input, signingKey } = scope;
  const noteId = randomUUID();
  const sealed = sealNoteVersion(signingKey, {
    noteId,
    version: 1,
    patientId: patient.id,
    noteType: input.noteType,
    content: input.content,
    authorId: actor.userId,
    timestamp: now,
  });
  const note = await trx
    .insertInto('clinical_notes')
    .values({
      id: noteId,
      patient_id: patient.id,
      facility_id: patient.facilityId,
      note_type: input.noteType,
      author_id: actor.userId,
      created_at: now,
      is_shared_with_family: input.isSharedWithFamily,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('clinical_note_versions')
    .values({
      note_id: noteId,
      version_number: 1,
      content: input.content,
      author_id: actor.userId,
      signed_at: now,
      hash: sealed.hash,
      digital_signature: sealed.digitalSignature,
    })
    .execute();
  await auditChange(scope, {
    action: 'CREATE',
    resourceType: 'CLINICAL_NOTE',
    resourceId: noteId,
    newValues: {
      patientId: patient.id,
      noteType: input.noteType,
      version: 1,
      hash: sealed.hash,
      isSharedWithFamily: input.isSharedWithFamily,
    },
  });
  await publishEvent(trx, { kind: 'clinical-note.changed', resourceId: noteId, patientIds: [patient.id] });
  return note;
}
