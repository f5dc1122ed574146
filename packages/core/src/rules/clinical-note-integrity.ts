import { canonicalJson } from './canonical-json.ts';

/** How many characters of a note's integrity hash the list shows (spec part 2, section 9). */
export const NOTE_HASH_DISPLAY_LENGTH = 16;

/** The fields of one signed version of a clinical note that its hash covers. */
export interface NoteVersionHashFields {
  noteId: string;
  version: number;
  patientId: string;
  noteType: string;
  content: string;
  authorId: string;
  timestamp: Date;
}

/** The fields of one amendment of a clinical note that its hash covers. */
export interface NoteAmendmentHashFields {
  noteId: string;
  patientId: string;
  reason: string;
  amendmentText: string;
  authorId: string;
  timestamp: Date;
}

/** What the server's Ed25519 key signs for a version or an amendment: its hash, its author and its time. */
export interface SignedRecordFields {
  hash: string;
  authorId: string;
  timestamp: Date;
}

/**
 * The canonical text a note version's SHA-256 is taken over: patient, note type, content, author and
 * time, plus the note and version number so a version cannot be moved to another
 * note or another place in its history unnoticed.
 */
export function noteVersionHashInput(fields: NoteVersionHashFields): string {
  return canonicalJson({ kind: 'clinical_note_version', ...fields });
}

/** The canonical text an amendment's SHA-256 is taken over: the note, its patient, reason, text, author and time. */
export function noteAmendmentHashInput(fields: NoteAmendmentHashFields): string {
  return canonicalJson({ kind: 'clinical_note_amendment', ...fields });
}

/** The canonical text the server signs for a version or an amendment: hash, author and time. */
export function signedRecordInput(fields: SignedRecordFields): string {
  return canonicalJson(fields);
}

/** The short form of a hash shown in the list: its first 16 characters. */
export function shortHash(hash: string): string {
  return hash.slice(0, NOTE_HASH_DISPLAY_LENGTH);
}
