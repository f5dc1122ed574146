import { rescanPendingDocumentsJob, scanDocumentJob } from '../documents/index.ts';
import { purgeLiveEventsJob } from '../events/purge-job.ts';
import type { JobDefinition } from './define-job.ts';

/** Every job CareNest runs: each gets a queue at start-up and a worker in every instance. */
export const JOBS = [
  scanDocumentJob,
  rescanPendingDocumentsJob,
  purgeLiveEventsJob,
] as readonly JobDefinition[];
