import { createHash, sign, verify } from 'node:crypto';
import {
  noteAmendmentHashInput,
  noteVersionHashInput,
  signedRecordInput,
  type NoteAmendmentHashFields,
  type NoteVersionHashFields,
  type SignedRecordFields,
} from '@carenest/core';
import type { Secrets } from '../secrets.ts';

/** The server's Ed25519 key pair that signs clinical records. */
export type SigningKey = Secrets['signingKey'];

/** A hash with the server's signature over it, its author and its time. */
export interface SealedRecord {
  hash: string;
  digitalSignature: string;
}

/** SHA-256 (hex) of a canonical text. */
function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The hash a note version must carry: SHA-256 of its canonical form (core's noteVersionHashInput). */
export function hashNoteVersion(fields: NoteVersionHashFields): string {
  return sha256Hex(noteVersionHashInput(fields));
}

/** The hash an amendment must carry: SHA-256 of its canonical form (core's noteAmendmentHashInput). */
export function hashNoteAmendment(fields: NoteAmendmentHashFields): string {
  return sha256Hex(noteAmendmentHashInput(fields));
}

/** The server's Ed25519 signature (base64) over a record's hash, author and time. */
export function signRecord(signingKey: SigningKey, fields: SignedRecordFields): string {
  return sign(null, Buffer.from(signedRecordInput(fields), 'utf8'), signingKey.privateKey).toString('base64');
}

/** Whether a stored signature is the server's over this hash, author and time; malformed signatures are invalid. */
export function isSignatureValid(
  signingKey: SigningKey,
  fields: SignedRecordFields,
  signature: string,
): boolean {
  try {
    return verify(
      null,
      Buffer.from(signedRecordInput(fields), 'utf8'),
      signingKey.publicKey,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** Hashes and signs a new note version. */
export function sealNoteVersion(signingKey: SigningKey, fields: NoteVersionHashFields): SealedRecord {
  const hash = hashNoteVersion(fields);
  const digitalSignature = signRecord(signingKey, {
    hash,
    authorId: fields.authorId,
    timestamp: fields.timestamp,
  });
  return { hash, digitalSignature };
}

/** Hashes and signs a new amendment. */
export function sealNoteAmendment(signingKey: SigningKey, fields: NoteAmendmentHashFields): SealedRecord {
  const hash = hashNoteAmendment(fields);
  const digitalSignature = signRecord(signingKey, {
    hash,
    authorId: fields.authorId,
    timestamp: fields.timestamp,
  });
  return { hash, digitalSignature };
}
