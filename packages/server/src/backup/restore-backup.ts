import type { Kysely } from 'kysely';
import type { S3Settings } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { createDocumentStorage, type BlobStore } from '../documents/index.ts';
import { ArchiveError } from './archive-cipher.ts';
import { openArchiveFile } from './archive-file.ts';
import type { FrameHeader, FrameReader } from './archive-frames.ts';
import { checkTargetSecrets, writeTargetSecrets, type ArchivedSecrets } from './backup-secrets.ts';
import { checkManifestMigrations, loadDatabase } from './database-load.ts';
import { checkTargetIsEmpty, createStagingArea, type RestoreTarget } from './restore-target.ts';
import type { JobDefinition } from '../jobs/define-job.ts';

/** What an archive holds, read through to its end. */
interface ArchiveContents {
  manifest: Extract<FrameHeader, { type: 'manifest' }>;
  secrets: ArchivedSecrets;
  end: Extract<FrameHeader, { type: 'end' }>;
}

/**
 * Reads the whole archive once, opening every chunk, and answers its manifest, keys and counts; a wrong
 * passphrase or any damaged byte fails here, before the restore writes anything.
 */
async function inspectArchive(file: string, passphrase: string): Promise<ArchiveContents> {
  const reader = openArchiveFile(file, passphrase);
  try {
    const { header: manifest } = await reader.expect('manifest');
    let secrets: ArchivedSecrets | undefined;
    for (;;) {
      const frame = await reader.next();
      if (!frame) throw new ArchiveError('The archive is cut short.');
      if (frame.header.type === 'secrets')
        secrets = JSON.parse(frame.body.toString('utf8')) as ArchivedSecrets;
      if (frame.header.type === 'end') {
        if (!secrets || (await reader.next()))
          throw new ArchiveError('The archive is not laid out as expected.');
        return { manifest, secrets, end: frame.header };
      }
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`The archive is damaged and cannot be read (${(error as Error).message}).`);
  }
}

/** The next document's parts, as `BlobStore.put` takes them, from its first frame to its `document-end`. */
async function* documentParts(reader: FrameReader, first: { header: FrameHeader; body: Buffer }) {
  for (let frame = first; frame.header.type !== 'document-end';) {
    yield frame.body;
    const next = await reader.next();
    if (!next || (next.header.type !== 'document' && next.header.type !== 'document-end'))
      throw new ArchiveError('The archive is not laid out as expected.');
    frame = next;
  }
}

/** Stores every document of the archive (the reader stands after the keys); answers how many. */
async function restoreDocuments(reader: FrameReader, store: BlobStore): Promise<number> {
  let count = 0;
  for (let frame = await reader.next(); frame?.header.type !== 'end'; frame = await reader.next()) {
    if (!frame || (frame.header.type !== 'document' && frame.header.type !== 'document-end'))
      throw new ArchiveError('The archive is not laid out as expected.');
    await store.put(frame.header.key, documentParts(reader, frame));
    count += 1;
  }
  return count;
}

/** What a restore brought back. */
export interface RestoreSummary {
  rows: number;
  documents: number;
  migrations: number;
}

/**
 * Restores an archive into an empty target (ARCHITECTURE.md, "Operations"): reads it through first (a wrong
 * passphrase or a damaged archive restores nothing), refuses a target holding data, then writes the database
 * (migrated to this release), the keys and the documents into a staging folder beside DATA_DIR (or into the
 * DATABASE_URL database) and moves them into place only once all of it is written.
 */
export async function restoreBackup(options: {
  file: string;
  passphrase: string;
  target: RestoreTarget;
  s3: S3Settings | undefined;
  environment: NodeJS.ProcessEnv;
  /** The process's jobs, whose queues the restored database gets before its waiting jobs are loaded. */
  jobs: readonly JobDefinition<unknown, never>[];
}): Promise<RestoreSummary> {
  const contents = await inspectArchive(options.file, options.passphrase);
  checkManifestMigrations(contents.manifest);
  checkTargetSecrets(contents.secrets, options.environment);
  const { target } = options;
  const server = target.databaseUrl ? await connectDatabase({ url: target.databaseUrl }) : undefined;
  let db: Kysely<Database> | undefined = server;
  try {
    await checkTargetIsEmpty(target, server);
    const staging = await createStagingArea(target);
    try {
      db ??= await connectDatabase({ directory: staging.directory });
      const reader = openArchiveFile(options.file, options.passphrase);
      const { header: manifest } = await reader.expect('manifest');
      const rows = await loadDatabase(db, manifest, reader, options.jobs);
      await reader.expect('secrets');
      await writeTargetSecrets(staging.directory, contents.secrets, options.environment);
      const storage = createDocumentStorage({
        directory: staging.documentsDirectory ?? staging.directory,
        s3: options.s3,
        masterKey: Buffer.from(contents.secrets.encryptionKey, 'base64'),
      });
      const documents = await restoreDocuments(reader, storage.store);
      await db.destroy();
      db = undefined;
      await staging.publish();
      return { rows, documents, migrations: manifest.migrations.length };
    } catch (error) {
      await db?.destroy();
      db = undefined;
      await staging.discard();
      throw error;
    }
  } finally {
    await db?.destroy();
  }
}
