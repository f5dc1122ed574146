import type { ClinicalNoteListQuery } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { pageWindow } from '../shared/pagination.ts';
import { likePattern } from '../shared/text-search.ts';
import { visibleNotes } from './load-note.ts';

/** The notes the actor may see (`visibleNotes`) joined to their patient and current version, filtered by the query. */
function matchingNotes(trx: Transaction<Database>, actor: Actor, query: ClinicalNoteListQuery) {
  let notes = visibleNotes(trx, actor)
    .innerJoin('patients', 'patients.id', 'clinical_notes.patient_id')
    .innerJoin('clinical_note_versions', (join) =>
      join
        .onRef('clinical_note_versions.note_id', '=', 'clinical_notes.id')
        .onRef('clinical_note_versions.version_number', '=', 'clinical_notes.current_version'),
    );
  if (query.type !== 'all') notes = notes.where('clinical_notes.note_type', '=', query.type);
  if (query.patientId) notes = notes.where('clinical_notes.patient_id', '=', query.patientId);
  if (query.search) {
    const pattern = likePattern(query.search);
    notes = notes.where((eb) =>
      eb.or([
        eb('clinical_note_versions.content', 'ilike', pattern),
        eb('patients.first_name', 'ilike', pattern),
        eb('patients.last_name', 'ilike', pattern),
        eb(sql<string>`patients.first_name || ' ' || patients.last_name`, 'ilike', pattern),
      ]),
    );
  }
  return notes;
}

/** A row of the note list: the note, its patient and author names, its current version and amendment count. */
export type NoteListRow = Awaited<ReturnType<typeof loadNotePage>>['rows'][number];

/**
 * One page of the notes the actor may see (their patients' notes), newest first, searched by content or
 * patient name and filtered by type and patient, with the count of every match.
 */
export async function loadNotePage(trx: Transaction<Database>, actor: Actor, query: ClinicalNoteListQuery) {
  const notes = matchingNotes(trx, actor, query);
  const { count } = await notes.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  const { limit, offset } = pageWindow(query);
  const rows = await notes
    .innerJoin('users', 'users.id', 'clinical_notes.author_id')
    .select((eb) => [
      'clinical_notes.id',
      'clinical_notes.patient_id',
      'clinical_notes.note_type',
      'clinical_notes.author_id',
      'clinical_notes.created_at',
      'clinical_notes.is_amended',
      'clinical_notes.is_shared_with_family',
      'clinical_notes.current_version',
      'patients.first_name as patient_first_name',
      'patients.last_name as patient_last_name',
      'users.first_name as author_first_name',
      'users.last_name as author_last_name',
      'clinical_note_versions.content',
      'clinical_note_versions.hash',
      'clinical_note_versions.signed_at',
      eb
        .selectFrom('clinical_note_amendments')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('clinical_note_amendments.note_id', '=', 'clinical_notes.id')
        .as('amendment_count'),
    ])
    .orderBy('clinical_notes.created_at', 'desc')
    .orderBy('clinical_notes.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: count };
}
