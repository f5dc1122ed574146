import { BACKUP_JOBS, type BackupJobServices } from './backup/index.ts';
import { BILLING_JOBS, type BillingJobServices } from './billing/index.ts';
import { CREDENTIAL_JOBS, type CredentialJobServices } from './credentials/index.ts';
import { DOCUMENT_JOBS, type DocumentJobServices } from './documents/index.ts';
import { EOD_JOBS, type EodJobServices } from './eod-reports/index.ts';
import { purgeLiveEventsJob } from './events/purge-job.ts';
import type { JobDefinition } from './jobs/define-job.ts';
import { MESSAGE_JOBS, announceScannedAttachment, type MessageJobServices } from './secure-messages/index.ts';

/**
 * The services every job of the process may use: the union of what each feature's jobs name
 * (ARCHITECTURE.md, "Jobs"). Built once in main (or a test) by `jobServicesOf`.
 */
export type JobServices = DocumentJobServices &
  BillingJobServices &
  MessageJobServices &
  EodJobServices &
  BackupJobServices &
  CredentialJobServices;

/**
 * Every job CareNest runs, joined from the features that own them: each gets a queue when the database is
 * migrated and a worker in every instance. `jobs/` imports no feature; a feature joins here.
 */
export const JOBS: readonly JobDefinition<unknown, JobServices>[] = [
  ...DOCUMENT_JOBS,
  purgeLiveEventsJob,
  ...MESSAGE_JOBS,
  ...BILLING_JOBS,
  ...EOD_JOBS,
  ...BACKUP_JOBS,
  ...CREDENTIAL_JOBS,
] as readonly JobDefinition<unknown, JobServices>[];

/**
 * The job services of a process from what it built (storage, keys, mailer, clearinghouse, backup settings),
 * with the hooks features register on each other's work: a recorded document scan tells secure messages, which
 * announce the threads carrying the document, so documents import no secure messages.
 */
export function jobServicesOf(built: Omit<JobServices, 'onDocumentScanned'>): JobServices {
  return { ...built, onDocumentScanned: [announceScannedAttachment] };
}
