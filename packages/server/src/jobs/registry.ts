import { scanDocumentJob } from '../documents/scanning/scan-job.ts';
import { purgeLiveEventsJob } from '../events/purge-job.ts';
import type { JobDefinition } from './define-job.ts';

/** Every job CareNest runs: each gets a queue at start-up and a worker in every instance. */
export const JOBS: readonly JobDefinition[] = [
  scanDocumentJob,
  purgeLiveEventsJob,
] as readonly JobDefinition[];
