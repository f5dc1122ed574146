import { shortHash, type ClinicalNoteDetail, type ClinicalNoteSummary } from '@carenest/core';
import { personOf as person } from '../shared/user-names.ts';
import type { NoteListRow } from './list-notes.ts';
import type { LoadedNote } from './load-note.ts';
import type { SigningKey } from './note-integrity.ts';
import { verifyNote, type RecordCheck } from './verify-note.ts';

/** How much of a note's current content the list shows. */
const PREVIEW_LENGTH = 240;

/** A row of the note list as the list shows it: names, a preview of the current content, counts. */
export function presentNoteSummary(row: NoteListRow): ClinicalNoteSummary {
  return {
    id: row.id,
    patient: { id: row.patient_id, name: `${row.patient_first_name} ${row.patient_last_name}` },
    noteType: row.note_type,
    author: { id: row.author_id, name: `${row.author_first_name} ${row.author_last_name}` },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.signed_at.toISOString(),
    contentPreview: row.content.slice(0, PREVIEW_LENGTH),
    hashPrefix: shortHash(row.hash),
    isAmended: row.is_amended,
    isSharedWithFamily: row.is_shared_with_family,
    versionCount: row.current_version,
    amendmentCount: row.amendment_count ?? 0,
  };
}

const isPassed = (check: RecordCheck) => check.isHashValid && check.isSignatureValid;

/**
 * A whole note as the detail view shows it, verified while presenting: the current content (its latest
 * version; empty if its history was deleted), every version, every amendment, and which checks failed, if any.
 */
export function presentNoteDetail(signingKey: SigningKey, loaded: LoadedNote): ClinicalNoteDetail {
  const { note, versions, amendments, userNames } = loaded;
  const { integrity, versionChecks, amendmentChecks } = verifyNote(signingKey, loaded);
  const current = versions.at(-1);
  return {
    id: note.id,
    patient: { id: note.patient_id, name: loaded.patientName },
    noteType: note.note_type,
    author: person(userNames, note.author_id),
    createdAt: note.created_at.toISOString(),
    updatedAt: (current?.signed_at ?? note.created_at).toISOString(),
    hashPrefix: shortHash(current?.hash ?? ''),
    isAmended: note.is_amended,
    isSharedWithFamily: note.is_shared_with_family,
    versionCount: versions.length,
    amendmentCount: amendments.length,
    content: current?.content ?? '',
    hash: current?.hash ?? '',
    digitalSignature: current?.digital_signature ?? '',
    versions: versions.map((version, index) => ({
      number: version.version_number,
      content: version.content,
      author: person(userNames, version.author_id),
      signedAt: version.signed_at.toISOString(),
      hash: version.hash,
      digitalSignature: version.digital_signature,
      isVerified: isPassed(versionChecks[index]!),
    })),
    amendments: amendments.map((amendment, index) => ({
      id: amendment.id,
      number: index + 1,
      reason: amendment.reason,
      amendmentText: amendment.amendment_text,
      author: person(userNames, amendment.author_id),
      timestamp: amendment.amended_at.toISOString(),
      hash: amendment.hash,
      digitalSignature: amendment.digital_signature,
      isVerified: isPassed(amendmentChecks[index]!),
    })),
    integrity,
  };
}
