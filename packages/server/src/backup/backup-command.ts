import path from 'node:path';
import { readConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { createDocumentStorage } from '../documents/index.ts';
import { readSourceSecrets } from './backup-secrets.ts';
import { readBackupPassphrase } from './backup-settings.ts';
import { writeBackup } from './write-backup.ts';

/**
 * `npm run backup -- <file>`: writes one encrypted archive of the database of DATA_DIR or DATABASE_URL, its
 * documents (folder or bucket) and its keys (ARCHITECTURE.md, "Operations"). On PGlite the server must be
 * stopped (one process at a time may open its folder; a running server backs itself up with BACKUP_DIR); on
 * PostgreSQL it may keep serving: the dump reads one consistent snapshot.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run backup -- <archive file>');
  const passphrase = readBackupPassphrase(process.env);
  const config = readConfig();
  const secrets = readSourceSecrets(config.dataDirectory, process.env);
  const db = await connectDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: config.dataDirectory },
  );
  try {
    const storage = createDocumentStorage({
      directory: config.documentsDirectory,
      s3: config.s3,
      masterKey: Buffer.from(secrets.encryptionKey, 'base64'),
    });
    const summary = await writeBackup({
      db,
      source: config.databaseUrl ? 'postgresql' : 'pglite',
      secrets,
      store: storage.store,
      file: path.resolve(file),
      passphrase,
    });
    console.log(
      `Backup written to ${path.resolve(file)}: ${summary.rows} rows in ${summary.tables} tables, ${summary.documents} documents, the keys (schema of ${summary.migrations} migrations).`,
    );
  } finally {
    await db.destroy();
  }
}

await main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
