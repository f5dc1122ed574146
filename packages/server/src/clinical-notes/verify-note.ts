import type { NoteIntegrity } from '@carenest/core';
import type { LoadedNote, NoteAmendmentRow, NoteRow, NoteVersionRow } from './load-note.ts';
import { hashNoteAmendment, hashNoteVersion, isSignatureValid, type SigningKey } from './note-integrity.ts';

/** The verification of one version or amendment: whether its hash and its signature check out. */
export interface RecordCheck {
  isHashValid: boolean;
  isSignatureValid: boolean;
}

/** Compares a recomputed hash with the stored one and checks the server's signature over hash, author and time. */
function checkSealedRecord(
  signingKey: SigningKey,
  recomputedHash: string,
  stored: { hash: string; authorId: string; timestamp: Date; signature: string },
): RecordCheck {
  return {
    isHashValid: recomputedHash === stored.hash,
    isSignatureValid: isSignatureValid(
      signingKey,
      { hash: stored.hash, authorId: stored.authorId, timestamp: stored.timestamp },
      stored.signature,
    ),
  };
}

/** Recomputes a version's hash from its stored fields (and its note's) and checks the server's signature. */
export function checkVersion(signingKey: SigningKey, note: NoteRow, version: NoteVersionRow): RecordCheck {
  const hash = hashNoteVersion({
    noteId: note.id,
    version: version.version_number,
    patientId: note.patient_id,
    noteType: note.note_type,
    content: version.content,
    authorId: version.author_id,
    timestamp: version.signed_at,
  });
  return checkSealedRecord(signingKey, hash, {
    hash: version.hash,
    authorId: version.author_id,
    timestamp: version.signed_at,
    signature: version.digital_signature,
  });
}

/** Recomputes an amendment's hash from its stored fields (and its note's) and checks the server's signature. */
export function checkAmendment(
  signingKey: SigningKey,
  note: NoteRow,
  amendment: NoteAmendmentRow,
): RecordCheck {
  const hash = hashNoteAmendment({
    noteId: note.id,
    patientId: note.patient_id,
    reason: amendment.reason,
    amendmentText: amendment.amendment_text,
    authorId: amendment.author_id,
    timestamp: amendment.amended_at,
  });
  return checkSealedRecord(signingKey, hash, {
    hash: amendment.hash,
    authorId: amendment.author_id,
    timestamp: amendment.amended_at,
    signature: amendment.digital_signature,
  });
}

/** The sentences of a record's failed checks ("Content hash mismatch on version 2"). */
function failuresOf(check: RecordCheck, subject: string): string[] {
  return [
    ...(check.isHashValid ? [] : [`Content hash mismatch on ${subject}`]),
    ...(check.isSignatureValid ? [] : [`Signature invalid on ${subject}`]),
  ];
}

/** Whether the note row agrees with its history: first version, current version number, amended mark. */
function headerFailures({ note, versions, amendments }: LoadedNote): string[] {
  const failures: string[] = [];
  const first = versions[0];
  if (!first) return ['The note has no signed content'];
  versions.forEach((version, index) => {
    if (version.version_number !== index + 1)
      failures.push(`Version ${index + 1} is missing from the history`);
  });
  if (first.author_id !== note.author_id || first.signed_at.getTime() !== note.created_at.getTime())
    failures.push('The note’s author or time does not match its first version');
  if (note.current_version !== versions.at(-1)!.version_number)
    failures.push('The note’s current version does not match its history');
  if (note.is_amended !== amendments.length > 0)
    failures.push('The note’s amended mark does not match its amendments');
  return failures;
}

/** Every check of a note on reading: each version, each amendment and the note row against its history. */
export function verifyNote(
  signingKey: SigningKey,
  loaded: LoadedNote,
): { integrity: NoteIntegrity; versionChecks: RecordCheck[]; amendmentChecks: RecordCheck[] } {
  const versionChecks = loaded.versions.map((version) => checkVersion(signingKey, loaded.note, version));
  const amendmentChecks = loaded.amendments.map((amendment) =>
    checkAmendment(signingKey, loaded.note, amendment),
  );
  const failures = [
    ...headerFailures(loaded),
    ...versionChecks.flatMap((check, index) =>
      failuresOf(check, `version ${loaded.versions[index]!.version_number}`),
    ),
    ...amendmentChecks.flatMap((check, index) => failuresOf(check, `amendment ${index + 1}`)),
  ];
  return { integrity: { isVerified: failures.length === 0, failures }, versionChecks, amendmentChecks };
}
