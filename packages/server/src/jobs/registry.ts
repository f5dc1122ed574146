import { fetchRemittancesJob, sendClaimJob } from '../billing/index.ts';
import { rescanPendingDocumentsJob, scanDocumentJob } from '../documents/index.ts';
import { purgeLiveEventsJob } from '../events/purge-job.ts';
import { messageWaitingEmailJob } from '../secure-messages/index.ts';
import { generateDueEodReportsJob } from '../eod-reports/index.ts';
import { scheduledBackupJob } from '../backup/index.ts';
import { notifyExpiringCredentialsJob } from '../credentials/index.ts';
import type { JobDefinition } from './define-job.ts';

/** Every job CareNest runs: each gets a queue at start-up and a worker in every instance. */
export const JOBS = [
  scanDocumentJob,
  rescanPendingDocumentsJob,
  purgeLiveEventsJob,
  messageWaitingEmailJob,
  sendClaimJob,
  fetchRemittancesJob,
  generateDueEodReportsJob,
  scheduledBackupJob,
  notifyExpiringCredentialsJob,
] as readonly JobDefinition[];
