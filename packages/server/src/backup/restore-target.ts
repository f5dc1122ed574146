import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ArchiveError } from './archive-cipher.ts';

/** Where a restore writes: the data folder, the documents folder (absent with S3) and the database. */
export interface RestoreTarget {
  dataDirectory: string;
  /** The documents folder, or undefined when documents go to the S3 bucket. */
  documentsDirectory: string | undefined;
  databaseUrl: string | undefined;
}

/** Whether `directory` is missing or an empty folder. */
async function isEmptyFolder(directory: string): Promise<boolean> {
  if (!existsSync(directory)) return true;
  return (await readdir(directory)).length === 0;
}

/**
 * Refuses a target that already holds data, naming what is in the way: a restore never merges into or
 * overwrites a record. PGlite: DATA_DIR must be missing or empty. PostgreSQL: the database must have no
 * tables, and DATA_DIR no secrets.json. Either way the documents folder must be missing or empty.
 */
export async function checkTargetIsEmpty(
  target: RestoreTarget,
  db: Kysely<Database> | undefined,
): Promise<void> {
  if (db) {
    const tables = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pg_tables WHERE schemaname IN ('public', 'pgboss')`.execute(db);
    if (tables.rows[0]!.count > 0)
      throw new ArchiveError(
        'Refusing to restore: the database of DATABASE_URL is not empty. Restore into a new, empty database.',
      );
    if (existsSync(path.join(target.dataDirectory, 'secrets.json')))
      throw new ArchiveError(
        `Refusing to restore: ${path.join(target.dataDirectory, 'secrets.json')} exists. Restore with an empty DATA_DIR.`,
      );
  } else if (!(await isEmptyFolder(target.dataDirectory)))
    throw new ArchiveError(
      `Refusing to restore: DATA_DIR (${target.dataDirectory}) is not empty. Restore into a new, empty folder.`,
    );
  if (target.documentsDirectory && !(await isEmptyFolder(target.documentsDirectory)))
    throw new ArchiveError(
      `Refusing to restore: DOCUMENTS_DIR (${target.documentsDirectory}) is not empty. Restore into an empty folder.`,
    );
}

/**
 * A folder beside DATA_DIR where a restore writes everything first (the PGlite database, secrets.json, the
 * documents when their folder is inside DATA_DIR), so a failure leaves the target as it was; `publish` moves
 * it all into place, `discard` removes it.
 */
export interface StagingArea {
  directory: string;
  /** Where the staged documents go (undefined with S3). */
  documentsDirectory: string | undefined;
  publish(): Promise<void>;
  discard(): Promise<void>;
}

/** Makes the staging area of `target` (see `StagingArea`). */
export async function createStagingArea(target: RestoreTarget): Promise<StagingArea> {
  const parent = path.dirname(target.dataDirectory);
  await mkdir(parent, { recursive: true });
  const directory = await mkdtemp(path.join(parent, `.${path.basename(target.dataDirectory)}-restore-`));
  const documentsRelative = target.documentsDirectory
    ? path.relative(target.dataDirectory, target.documentsDirectory)
    : undefined;
  const isDocumentsInside =
    documentsRelative !== undefined &&
    !documentsRelative.startsWith('..') &&
    !path.isAbsolute(documentsRelative);
  const outsideDocuments =
    target.documentsDirectory && !isDocumentsInside ? `${target.documentsDirectory}.restore` : undefined;
  const documentsDirectory = isDocumentsInside ? path.join(directory, documentsRelative!) : outsideDocuments;
  return {
    directory,
    documentsDirectory,
    async publish() {
      await mkdir(target.dataDirectory, { recursive: true, mode: 0o700 });
      for (const entry of await readdir(directory))
        await rename(path.join(directory, entry), path.join(target.dataDirectory, entry));
      await rmdir(directory);
      if (outsideDocuments && existsSync(outsideDocuments)) {
        if (existsSync(target.documentsDirectory!)) await rmdir(target.documentsDirectory!);
        await rename(outsideDocuments, target.documentsDirectory!);
      }
    },
    async discard() {
      await rm(directory, { recursive: true, force: true });
      if (outsideDocuments) await rm(outsideDocuments, { recursive: true, force: true });
    },
  };
}
