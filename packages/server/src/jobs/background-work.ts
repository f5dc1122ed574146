import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { startAuditSequencer } from '../audit/chain-sequencer.ts';
import type { DatabaseListener } from '../db/listener.ts';
import type { Database } from '../db/schema.ts';
import { startJobRunner } from './job-runner.ts';
import type { JobDefinition } from './define-job.ts';

/** The background work of a server process. */
export interface BackgroundWork {
  /** Stops taking work, waits for what runs (up to `timeoutMs`, 30 s by default), and links pending audit rows. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts everything a server process does besides answering requests: the job runner (every job it is given,
 * with its schedules) and the audit chain sequencer. The sequencer stays a loop of its own rather
 * than a job, by measurement: a job starts 1.5 ms (PostgreSQL) to 4 ms (PGlite) after its enqueue commits,
 * fast enough, but linking audit rows as jobs would cost either a job row and a NOTIFY inside every audited
 * request (the hot path the lock-free audit append exists to keep short) or a job re-enqueued five times a
 * second (over 400,000 job rows a day) to do what one idle query every 200 ms does now. Several instances
 * already share it safely: one pass at a time under an advisory lock.
 */
export async function startBackgroundWork<Services>(options: {
  db: Kysely<Database>;
  services: Services;
  log: FastifyBaseLogger;
  listener: DatabaseListener;
  /** The jobs to run: every feature's (`background-jobs.ts`), unless a test runs fewer. */
  jobs: readonly JobDefinition<unknown, Services>[];
}): Promise<BackgroundWork> {
  const { db, log } = options;
  const sequencer = startAuditSequencer(db, (error) =>
    log.error({ err: error }, 'audit sequencer pass failed'),
  );
  const runner = await startJobRunner(options);
  return {
    async stop(timeoutMs) {
      await runner.stop(timeoutMs);
      await sequencer.stop();
    },
  };
}
