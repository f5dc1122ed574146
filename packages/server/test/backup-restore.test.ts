import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { loadSecrets } from '../src/secrets.ts';
import { fingerprintRecord, runBackupCommand, type RecordFingerprint } from './support/backup-checks.ts';
import { createEmptyServerDatabase, type ServerDatabase } from './support/postgres-server.ts';
import {
  signInDemoAccount,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const PASSPHRASE = 'a long backup passphrase';

/** A center's install: its DATA_DIR and, on PostgreSQL, its database. */
interface Install {
  dataDirectory: string;
  database: ServerDatabase | undefined;
  environment: Record<string, string | undefined>;
}

/** A fresh, empty install of `kind` under `root`. */
async function emptyInstall(kind: 'pglite' | 'postgresql', root: string, name: string): Promise<Install> {
  const dataDirectory = path.join(root, name);
  const database = kind === 'postgresql' ? await createEmptyServerDatabase() : undefined;
  return {
    dataDirectory,
    database,
    environment: {
      DATA_DIR: dataDirectory,
      DATABASE_URL: database?.url,
      DOCUMENTS_DIR: undefined,
      ENCRYPTION_KEY: undefined,
      SIGNING_KEY: undefined,
      S3_BUCKET: undefined,
    },
  };
}

/** The install's database, opened in this process (a PGlite folder only while no server has it open). */
function openInstall(install: Install): Promise<Kysely<Database>> {
  return connectDatabase(
    install.database ? { url: install.database.url } : { directory: install.dataDirectory },
  );
}

/** The fingerprint of an install's record, read with its own keys. */
async function fingerprintOf(install: Install): Promise<RecordFingerprint> {
  const db = await openInstall(install);
  try {
    const secrets = loadSecrets(install.dataDirectory, {});
    return await fingerprintRecord(db, secrets, path.join(install.dataDirectory, 'documents'));
  } finally {
    await db.destroy();
  }
}

/**
 * Starts a server on an install with demo seeding asked for (SEED_DEMO=true): an empty install gets the demo, a
 * restored one must not be seeded all the same.
 */
function startOn(install: Install): Promise<ServerProcess> {
  return startServerProcess({
    ...(Object.fromEntries(
      Object.entries(install.environment).filter(([, value]) => value !== undefined),
    ) as Record<string, string>),
    SEED_DEMO: 'true',
  });
}

/** What a restore target holds: the DATA_DIR's entries and, on PostgreSQL, the number of tables. */
async function contentsOf(install: Install): Promise<{ entries: string[]; tables: number }> {
  const entries = existsSync(install.dataDirectory) ? readdirSync(install.dataDirectory) : [];
  if (!install.database) return { entries, tables: 0 };
  const db = await openInstall(install);
  try {
    const tables = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pg_tables WHERE schemaname IN ('public', 'pgboss')`.execute(db);
    return { entries, tables: tables.rows[0]!.count };
  } finally {
    await db.destroy();
  }
}

describe.each(TEST_DATABASES)('backup and restore (%s)', (kind) => {
  const root = mkdtempSync(path.join(tmpdir(), 'carenest-backup-'));
  const archive = path.join(root, 'center.cnbackup');
  const installs: Install[] = [];
  let source: Install;
  let original: RecordFingerprint;
  let documentId: string;

  beforeAll(async () => {
    source = await emptyInstall(kind, root, 'source');
    installs.push(source);
    const server = await startOn(source);
    if (kind === 'postgresql') {
      // PostgreSQL is backed up while the server runs: the dump reads one consistent snapshot.
      const run = await runBackupCommand('backup', archive, {
        ...source.environment,
        BACKUP_PASSPHRASE: PASSPHRASE,
      });
      expect(run.stderr).toBe('');
      await stopServerProcess(server, 'SIGTERM');
    } else {
      await stopServerProcess(server, 'SIGTERM');
      const run = await runBackupCommand('backup', archive, {
        ...source.environment,
        BACKUP_PASSPHRASE: PASSPHRASE,
      });
      expect(run.stderr).toBe('');
    }
    original = await fingerprintOf(source);
    documentId = Object.keys(original.documents)[0]!;
  }, 300_000);

  afterAll(async () => {
    for (const install of installs) await install.database?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses to back up without BACKUP_PASSPHRASE, and writes no archive', async () => {
    const file = path.join(root, 'no-passphrase.cnbackup');
    const run = await runBackupCommand('backup', file, {
      ...source.environment,
      BACKUP_PASSPHRASE: undefined,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Set BACKUP_PASSPHRASE');
    expect(existsSync(file)).toBe(false);
  });

  it.each([
    ['no passphrase', undefined, () => archive, 'Set BACKUP_PASSPHRASE'],
    ['a wrong passphrase', 'another long passphrase', () => archive, 'Wrong BACKUP_PASSPHRASE'],
    [
      'a corrupted archive (one byte flipped)',
      PASSPHRASE,
      () => {
        const bytes = readFileSync(archive);
        bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
        const corrupted = path.join(root, 'corrupted.cnbackup');
        writeFileSync(corrupted, bytes);
        return corrupted;
      },
      'The archive is damaged',
    ],
  ])('refuses %s and restores nothing', async (_case, passphrase, fileOf, message) => {
    const target = await emptyInstall(kind, root, `refused-${installs.length}`);
    installs.push(target);
    const run = await runBackupCommand('restore', fileOf(), {
      ...target.environment,
      BACKUP_PASSPHRASE: passphrase,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('nothing was restored');
    expect(await contentsOf(target)).toEqual({ entries: [], tables: 0 });
    expect(readdirSync(root).filter((name) => name.includes('-restore-'))).toEqual([]);
  });

  it('refuses a target that already holds a record, leaving it as it was', async () => {
    const before = await contentsOf(source);
    const run = await runBackupCommand('restore', archive, {
      ...source.environment,
      BACKUP_PASSPHRASE: PASSPHRASE,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Refusing to restore');
    expect(await contentsOf(source)).toEqual(before);
    expect((await fingerprintOf(source)).documents).toEqual(original.documents);
  });

  it('restores into a fresh install: same accounts, chain, documents and signatures, no demo reseeding', async () => {
    expect(Object.keys(original.documents).length).toBeGreaterThan(0);
    expect(original.notes.verified).toBeGreaterThan(0);
    const target = await emptyInstall(kind, root, 'restored');
    installs.push(target);
    const run = await runBackupCommand('restore', archive, {
      ...target.environment,
      BACKUP_PASSPHRASE: PASSPHRASE,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Restored');

    const server = await startOn(target);
    try {
      const cookie = await signInDemoAccount(server, 'administrator@carenest.example', 'administrator');
      const download = await fetch(`${server.baseUrl}/api/documents/${documentId}/download`, {
        headers: { cookie },
      });
      expect(download.status).toBe(200);
      const { createHash } = await import('node:crypto');
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(original.documents[documentId]);
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }

    const restored = await fingerprintOf(target);
    expect(restored.isChainIntact).toBe(true);
    expect(restored.chainRows).toBeGreaterThanOrEqual(original.chainRows);
    expect(restored.notes).toEqual({ verified: original.notes.verified, failed: 0 });
    expect(restored.documents).toEqual(original.documents);
    // Started with demo seeding on, the restored record was not seeded again.
    expect({ facilities: restored.facilities, users: restored.users }).toEqual({
      facilities: original.facilities,
      users: original.users,
    });
  }, 300_000);
});
