import type { ShareClinicalNoteInput } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { NoteRow } from './load-note.ts';

/**
 * The author shares a note with the child's family or stops sharing it (the note's signed content is
 * untouched). Audited as SHARE_WITH_FAMILY of a CLINICAL_NOTE with the old and new setting; announced as
 * clinical-note.changed, so the family's Care notes read again.
 */
export async function shareClinicalNote(
  scope: CommandScope & { note: NoteRow; input: ShareClinicalNoteInput },
): Promise<NoteRow> {
  const { trx, note, input } = scope;
  const updated = await trx
    .updateTable('clinical_notes')
    .set({ is_shared_with_family: input.isSharedWithFamily })
    .where('id', '=', note.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'SHARE_WITH_FAMILY',
    resourceType: 'CLINICAL_NOTE',
    resourceId: note.id,
    oldValues: { isSharedWithFamily: note.is_shared_with_family },
    newValues: { isSharedWithFamily: input.isSharedWithFamily },
  });
  await publishEvent(trx, {
    kind: 'clinical-note.changed',
    resourceId: note.id,
    patientIds: [note.patient_id],
  });
  return updated;
}
