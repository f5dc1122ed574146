import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { DocumentStorage } from '../documents/index.ts';
import { defineJob, type JobContext } from '../jobs/define-job.ts';
import type { Secrets } from '../secrets.ts';
import type { ScheduledBackupSettings } from './backup-settings.ts';
import { archivedSecretsOf } from './backup-secrets.ts';
import { writeBackup } from './write-backup.ts';

/** What the nightly backup needs of the process: its keys, documents, settings (none: no backups) and clock. */
export interface BackupJobServices {
  secrets: Secrets;
  documents: DocumentStorage;
  /** Where the nightly backup writes and how many it keeps (BACKUP_DIR); no scheduled backups without it. */
  backup?: ScheduledBackupSettings;
  /** The clock naming the archive: the real time unless a test sets it. */
  clock?: () => Date;
}

/** The name of a scheduled archive: its time in UTC, so names sort in the order they were made. */
const ARCHIVE_NAME = /^carenest-backup-\d{8}T\d{6}Z\.cnbackup$/;

/** The archive name for `time` (`carenest-backup-20260301T023000Z.cnbackup`). */
export function scheduledArchiveName(time: Date): string {
  return `carenest-backup-${time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.cnbackup`;
}

/** Removes the scheduled archives of `directory` but the newest `keep`; answers the names removed. */
export async function pruneScheduledArchives(directory: string, keep: number): Promise<string[]> {
  const archives = (await readdir(directory)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(path.join(directory, name), { force: true });
  return removed;
}

/**
 * The nightly backup (ARCHITECTURE.md, "Operations"): with BACKUP_DIR set, writes an archive there at 02:30 UTC
 * (once across instances) and keeps the newest BACKUP_KEEP. The running server dumps its own database, so this
 * works on PGlite too, whose folder no other process may open while it runs; PGlite has one connection, so
 * requests wait while the rows are read (seconds for a center). Documents are read after that snapshot.
 */
export const scheduledBackupJob = defineJob({
  name: 'backup.write-scheduled',
  payload: z.object({}),
  schedule: { cron: '30 2 * * *', timeZone: 'UTC', payload: {} },
  retry: { limit: 2, delaySeconds: 600, isBackingOff: false },
  expireSeconds: 3600,
  async handle(_payload, { db, services, log }: JobContext<BackupJobServices>) {
    const settings = services.backup;
    if (!settings) return;
    await mkdir(settings.directory, { recursive: true, mode: 0o700 });
    const file = path.join(settings.directory, scheduledArchiveName(services.clock?.() ?? new Date()));
    const summary = await writeBackup({
      db,
      source: settings.source,
      secrets: archivedSecretsOf(services.secrets),
      store: services.documents.store,
      file,
      passphrase: settings.passphrase,
    });
    const removed = await pruneScheduledArchives(settings.directory, settings.keep);
    log.info({ file, ...summary, removed: removed.length }, 'scheduled backup written');
  },
});

/** The backup jobs, which the process runs (`background-jobs.ts`). */
export const BACKUP_JOBS = [scheduledBackupJob] as const;
