import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BlobStore } from '../documents/index.ts';
import { writeArchiveFile, type FrameSink } from './archive-file.ts';
import { encodeFrame } from './archive-frames.ts';
import type { ArchivedSecrets } from './backup-secrets.ts';
import { dumpDatabase } from './database-dump.ts';

/** The largest document part a frame carries. */
const DOCUMENT_PART_BYTES = 1024 * 1024;

/** What a backup wrote. */
export interface BackupSummary {
  tables: number;
  rows: number;
  documents: number;
  migrations: number;
}

/** Copies each stored blob (ciphertext, as the store keeps it) into the archive. */
async function writeDocuments(store: BlobStore, keys: string[], sink: FrameSink): Promise<void> {
  for (const key of keys) {
    for await (const chunk of store.get(key) as AsyncIterable<Buffer>)
      for (let offset = 0; offset < chunk.length; offset += DOCUMENT_PART_BYTES)
        await sink(
          encodeFrame({ type: 'document', key }, chunk.subarray(offset, offset + DOCUMENT_PART_BYTES)),
        );
    await sink(encodeFrame({ type: 'document-end', key }));
  }
}

/**
 * Writes one archive of everything a center's record is (ARCHITECTURE.md, "Operations"): the database from one
 * consistent snapshot, the keys, and every document's encrypted blob the snapshot's rows name, read through
 * the blob store (the folder or the bucket). Documents are never changed once stored, so reading them after
 * the snapshot's transaction has closed still matches it.
 */
export async function writeBackup(options: {
  db: Kysely<Database>;
  source: 'pglite' | 'postgresql';
  secrets: ArchivedSecrets;
  store: BlobStore;
  file: string;
  passphrase: string;
}): Promise<BackupSummary> {
  let summary: BackupSummary | undefined;
  await writeArchiveFile(options.file, options.passphrase, async (sink) => {
    const dump = await dumpDatabase(options.db, options.source, sink);
    await sink(encodeFrame({ type: 'secrets' }, Buffer.from(JSON.stringify(options.secrets))));
    await writeDocuments(options.store, dump.documentKeys, sink);
    summary = {
      tables: dump.tables,
      rows: dump.rows,
      documents: dump.documentKeys.length,
      migrations: dump.migrations.length,
    };
    await sink(
      encodeFrame({ type: 'end', tables: dump.tables, rows: dump.rows, documents: summary.documents }),
    );
  });
  return summary!;
}
