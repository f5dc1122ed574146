import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Secrets } from '../secrets.ts';
import { ArchiveError } from './archive-cipher.ts';

/** The server's keys as an archive carries them: base64, the signing key as PKCS#8 DER (secrets.json's form). */
export interface ArchivedSecrets {
  encryptionKey: string;
  signingKey: string;
}

/** The keys of a running server, in the archive's form. */
export function archivedSecretsOf(secrets: Secrets): ArchivedSecrets {
  return {
    encryptionKey: secrets.encryptionKey.toString('base64'),
    signingKey: secrets.signingKey.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

/** The file that keeps the keys when the environment does not (README.md, "Configuration"). */
function secretsFileOf(dataDirectory: string): string {
  return path.join(dataDirectory, 'secrets.json');
}

/**
 * The keys the backup must carry: ENCRYPTION_KEY and SIGNING_KEY where the environment sets them, else
 * DATA_DIR/secrets.json. Never creates keys (as starting the server would): a backup without the keys that
 * decrypt its documents and verify its signatures would be worthless, so their absence is an error.
 */
export function readSourceSecrets(dataDirectory: string, environment: NodeJS.ProcessEnv): ArchivedSecrets {
  const file = secretsFileOf(dataDirectory);
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<ArchivedSecrets>)
    : ({} as Partial<ArchivedSecrets>);
  const encryptionKey = environment.ENCRYPTION_KEY ?? stored.encryptionKey;
  const signingKey = environment.SIGNING_KEY ?? stored.signingKey;
  if (!encryptionKey || !signingKey)
    throw new Error(
      `No keys to back up: set ENCRYPTION_KEY and SIGNING_KEY as the server has them, or point DATA_DIR at the folder holding secrets.json (${file} is missing).`,
    );
  return { encryptionKey, signingKey };
}

/**
 * Refuses a restore whose environment sets keys other than the archive's (its documents would not decrypt
 * and its signatures would not verify), before anything is written.
 */
export function checkTargetSecrets(archived: ArchivedSecrets, environment: NodeJS.ProcessEnv): void {
  const differs = (name: 'ENCRYPTION_KEY' | 'SIGNING_KEY', value: string) =>
    environment[name] !== undefined && environment[name] !== value;
  if (differs('ENCRYPTION_KEY', archived.encryptionKey) || differs('SIGNING_KEY', archived.signingKey))
    throw new ArchiveError(
      'ENCRYPTION_KEY or SIGNING_KEY is set to another key than the archive holds: unset them (the restore writes secrets.json) or set them to the original keys.',
    );
}

/**
 * Writes the archive's keys to `dataDirectory`/secrets.json (mode 0600), unless the environment supplies both
 * (then `checkTargetSecrets` has made sure they are the same keys).
 */
export async function writeTargetSecrets(
  dataDirectory: string,
  archived: ArchivedSecrets,
  environment: NodeJS.ProcessEnv,
): Promise<void> {
  if (environment.ENCRYPTION_KEY && environment.SIGNING_KEY) return;
  await writeFile(secretsFileOf(dataDirectory), JSON.stringify(archived), { mode: 0o600, flag: 'wx' });
}
