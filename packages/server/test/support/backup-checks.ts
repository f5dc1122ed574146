import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { verifyAuditChain } from '../../src/audit/verify-chain.ts';
import { checkAmendment, checkVersion } from '../../src/clinical-notes/verify-note.ts';
import type { Database } from '../../src/db/schema.ts';
import { createDocumentStorage } from '../../src/documents/index.ts';
import { readDocumentPlaintext } from '../../src/documents/storage/read-document.ts';
import type { Secrets } from '../../src/secrets.ts';

/** What a restore must bring back unchanged, read from a database and its documents folder. */
export interface RecordFingerprint {
  facilities: number;
  users: number;
  /** Each document's id and the SHA-256 of its decrypted bytes. */
  documents: Record<string, string>;
  /** Note versions and amendments whose hash and signature verify, and those that do not. */
  notes: { verified: number; failed: number };
  isChainIntact: boolean;
  chainRows: number;
}

/** Reads the fingerprint of a center's record with its keys (`secrets`) and its documents folder. */
export async function fingerprintRecord(
  db: Kysely<Database>,
  secrets: Secrets,
  documentsDirectory: string,
): Promise<RecordFingerprint> {
  const storage = createDocumentStorage({ directory: documentsDirectory, masterKey: secrets.encryptionKey });
  const documents: Record<string, string> = {};
  const rows = await db
    .selectFrom('patient_documents')
    .select(['id', 'storage_key', 'wrapped_key', 'content_nonce'])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const hash = createHash('sha256');
    for await (const part of readDocumentPlaintext(storage.store, secrets.encryptionKey, row))
      hash.update(part);
    documents[row.id] = hash.digest('hex');
  }
  const notes = await db.selectFrom('clinical_notes').selectAll().execute();
  const versions = await db.selectFrom('clinical_note_versions').selectAll().execute();
  const amendments = await db.selectFrom('clinical_note_amendments').selectAll().execute();
  const checks = [
    ...versions.map((version) =>
      checkVersion(
        secrets.signingKey,
        notes.find((note) => note.id === version.note_id)!,
        version,
      ),
    ),
    ...amendments.map((amendment) =>
      checkAmendment(
        secrets.signingKey,
        notes.find((note) => note.id === amendment.note_id)!,
        amendment,
      ),
    ),
  ];
  const verified = checks.filter((check) => check.isHashValid && check.isSignatureValid).length;
  const chain = await verifyAuditChain(db);
  const count = async (table: 'facilities' | 'users') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    facilities: await count('facilities'),
    users: await count('users'),
    documents,
    notes: { verified, failed: checks.length - verified },
    isChainIntact: chain.isIntact,
    chainRows: chain.checkedRows,
  };
}

/** How a command-line run ended. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore -- <file>` from the repository root with `environment`. */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  file: string,
  environment: Record<string, string | undefined>,
): Promise<CommandRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...environment };
  for (const [name, value] of Object.entries(environment)) if (value === undefined) delete env[name];
  try {
    const run = await promisify(execFile)('npm', ['run', '--silent', command, '--', file], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env,
    });
    return { code: 0, stdout: run.stdout, stderr: run.stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
