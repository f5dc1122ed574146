import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { JOBS } from '../src/background-jobs.ts';
import { archivedSecretsOf } from '../src/backup/backup-secrets.ts';
import { scheduledArchiveName, scheduledBackupJob } from '../src/backup/jobs.ts';
import { restoreBackup } from '../src/backup/restore-backup.ts';
import { writeBackup } from '../src/backup/write-backup.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { MIGRATION_NAMES, migrateUpTo } from '../src/db/migrate.ts';
import { createDocumentStorage } from '../src/documents/index.ts';
import { enqueueJob } from '../src/jobs/enqueue-job.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createEmptyServerDatabase, type ServerDatabase } from './support/postgres-server.ts';
import { buildAppWithJobs } from './support/test-app.ts';
import { createTestDatabase, createUnmigratedTestDatabase, TEST_DATABASES } from './support/test-database.ts';

const PASSPHRASE = 'a long backup passphrase';
/** The release before this one ended with this migration. */
const PREVIOUS_RELEASE_MIGRATION = MIGRATION_NAMES.at(-2)!;

describe.each(TEST_DATABASES)('backups across releases and on a schedule (%s)', (kind) => {
  const root = mkdtempSync(path.join(tmpdir(), 'carenest-backup-'));
  const databases: ServerDatabase[] = [];

  afterAll(async () => {
    for (const database of databases) await database.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it("restores a backup made by the previous release's schema, running this release's migrations", async () => {
    const older = await createUnmigratedTestDatabase(kind);
    const file = path.join(root, 'previous-release.cnbackup');
    try {
      await migrateUpTo(older.db, PREVIOUS_RELEASE_MIGRATION);
      await sql`INSERT INTO facilities (name, timezone) VALUES ('Older Release Center', 'America/Chicago')`.execute(
        older.db,
      );
      const summary = await writeBackup({
        db: older.db,
        source: kind,
        secrets: archivedSecretsOf(ephemeralSecrets()),
        store: createDocumentStorage({ directory: path.join(root, 'none'), masterKey: Buffer.alloc(32) })
          .store,
        file,
        passphrase: PASSPHRASE,
      });
      expect(summary.migrations).toBe(MIGRATION_NAMES.length - 1);
    } finally {
      await older.drop();
    }

    const target = kind === 'postgresql' ? await createEmptyServerDatabase() : undefined;
    if (target) databases.push(target);
    const dataDirectory = path.join(root, 'restored-previous');
    await restoreBackup({
      file,
      passphrase: PASSPHRASE,
      target: {
        dataDirectory,
        documentsDirectory: path.join(dataDirectory, 'documents'),
        databaseUrl: target?.url,
      },
      s3: undefined,
      environment: {},
      jobs: JOBS,
    });
    const db = await connectDatabase(target ? { url: target.url } : { directory: dataDirectory });
    try {
      const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
        db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
      const facility = await db.selectFrom('facilities').select(['name', 'timezone']).execute();
      expect(facility).toEqual([{ name: 'Older Release Center', timezone: 'America/Chicago' }]);
    } finally {
      await db.destroy();
    }
    expect(existsSync(path.join(dataDirectory, 'secrets.json'))).toBe(true);
  }, 180_000);

  it('the nightly job writes an archive to BACKUP_DIR and keeps the newest BACKUP_KEEP', async () => {
    const database = await createTestDatabase(kind);
    const directory = path.join(root, 'nightly');
    let now = new Date('2026-03-01T02:30:00Z');
    const app = await buildAppWithJobs({
      db: database.db,
      secrets: ephemeralSecrets(),
      clock: () => now,
      backup: { directory, keep: 2, passphrase: PASSPHRASE, source: kind },
    });
    const written: string[] = [];
    try {
      await app.ready();
      for (let night = 0; night < 4; night += 1) {
        now = new Date(Date.UTC(2026, 2, 1 + night, 2, 30));
        written.push(scheduledArchiveName(now));
        await database.db.transaction().execute((trx) => enqueueJob(trx, scheduledBackupJob, {}));
        await vi.waitFor(() => expect(readdirSync(directory)).toContain(written.at(-1)), {
          timeout: 60_000,
          interval: 200,
        });
      }
      await vi.waitFor(() => expect(readdirSync(directory).sort()).toEqual(written.slice(-2)), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await app.close();
      await database.drop();
    }
    expect(written[0]).toBe('carenest-backup-20260301T023000Z.cnbackup');
  }, 180_000);
});
