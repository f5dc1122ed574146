import { clinicalNotePolicy } from '@carenest/core';
import type { Selectable, Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type {
  ClinicalNoteAmendmentsTable,
  ClinicalNotesTable,
  ClinicalNoteVersionsTable,
  Database,
} from '../db/schema.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { visiblePatientIds } from '../shared/patient-scope.ts';

/** A note row as read. */
export type NoteRow = Selectable<ClinicalNotesTable>;
/** A version row as read. */
export type NoteVersionRow = Selectable<ClinicalNoteVersionsTable>;
/** An amendment row as read. */
export type NoteAmendmentRow = Selectable<ClinicalNoteAmendmentsTable>;

/** A note with its versions (oldest first), amendments (oldest first) and the names of everyone it names. */
export interface LoadedNote {
  note: NoteRow;
  patientName: string;
  versions: NoteVersionRow[];
  amendments: NoteAmendmentRow[];
  userNames: ReadonlyMap<string, string>;
}

/**
 * The notes the actor may see: those of the children they see, and for those who may read only shared notes
 * (parents, `clinicalNotePolicy.canReadUnshared`) only the ones shared with the family.
 */
export function visibleNotes(trx: Transaction<Database>, actor: Actor) {
  const notes = trx
    .selectFrom('clinical_notes')
    .where('clinical_notes.patient_id', 'in', visiblePatientIds(trx, actor));
  return clinicalNotePolicy.canReadUnshared(actor)
    ? notes
    : notes.where('clinical_notes.is_shared_with_family', '=', true);
}

/**
 * The note row if the actor may see it (`visibleNotes`); undefined when absent or not visible (the two
 * answer alike). `isLocked` takes the row FOR UPDATE, so an inline edit and an amendment of the same note
 * are decided one after the other.
 */
export async function findVisibleNote(
  trx: Transaction<Database>,
  actor: Actor,
  noteId: string,
  isLocked = false,
): Promise<NoteRow | undefined> {
  const query = visibleNotes(trx, actor).selectAll().where('clinical_notes.id', '=', noteId);
  return (isLocked ? query.forUpdate() : query).executeTakeFirst();
}

/** Everything the detail view shows of a note: its versions, amendments, patient and people. */
export async function loadNoteRecords(trx: Transaction<Database>, note: NoteRow): Promise<LoadedNote> {
  const versions = await trx
    .selectFrom('clinical_note_versions')
    .selectAll()
    .where('note_id', '=', note.id)
    .orderBy('version_number')
    .execute();
  const amendments = await trx
    .selectFrom('clinical_note_amendments')
    .selectAll()
    .where('note_id', '=', note.id)
    .orderBy('amended_at')
    .orderBy('id')
    .execute();
  const patient = await trx
    .selectFrom('patients')
    .select(['first_name', 'last_name'])
    .where('id', '=', note.patient_id)
    .executeTakeFirstOrThrow();
  const userNames = await loadUserNames(trx, [
    note.author_id,
    ...versions.map((version) => version.author_id),
    ...amendments.map((amendment) => amendment.author_id),
  ]);
  return {
    note,
    patientName: `${patient.first_name} ${patient.last_name}`,
    versions,
    amendments,
    userNames,
  };
}
