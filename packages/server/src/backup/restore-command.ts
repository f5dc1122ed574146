import path from 'node:path';
import { JOBS } from '../background-jobs.ts';
import { readConfig } from '../config.ts';
import { readBackupPassphrase } from './backup-settings.ts';
import { restoreBackup } from './restore-backup.ts';

/**
 * `npm run restore -- <file>`: restores an archive into an empty DATA_DIR (PGlite) or an empty DATABASE_URL
 * database, migrating it to this release; refuses a target that holds data, and restores nothing from an
 * archive that does not open with BACKUP_PASSPHRASE or is damaged (ARCHITECTURE.md, "Operations").
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- <archive file>');
  const passphrase = readBackupPassphrase(process.env);
  const config = readConfig();
  const summary = await restoreBackup({
    file: path.resolve(file),
    passphrase,
    target: {
      dataDirectory: config.dataDirectory,
      documentsDirectory: config.s3 ? undefined : config.documentsDirectory,
      databaseUrl: config.databaseUrl,
    },
    s3: config.s3,
    environment: process.env,
    jobs: JOBS,
  });
  console.log(
    `Restored ${summary.rows} rows and ${summary.documents} documents (archive schema of ${summary.migrations} migrations, now migrated to this release). Start CareNest as usual.`,
  );
}

await main().catch((error: unknown) => {
  console.error(
    `Restore failed, nothing was restored: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
