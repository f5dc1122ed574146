import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';

/**
 * What a job's handler works with: the database, the process's services, a logger and the system actor. Each
 * feature names the services its jobs need (`JobContext<DocumentJobServices>`); the process hands every job the
 * one object that holds them all (`server/src/background-jobs.ts`), so this folder knows no feature's services.
 */
export interface JobContext<Services = unknown> {
  db: Kysely<Database>;
  services: Services;
  log: FastifyBaseLogger;
  /** The audit context of the system-scheduler user, for the audit rows a job writes. */
  audit: AuditContext;
  /** The job's own id (pg-boss), to tell runs apart in logs. */
  jobId: string;
}

/** When a scheduled job runs: a cron expression read in a time zone, and the payload it runs with. */
export interface JobSchedule<Payload> {
  cron: string;
  timeZone: string;
  payload: Payload;
}

/** A kind of background work: its name, the schema of its payload, what it does, and how it is run. */
export interface JobDefinition<Payload = unknown, Services = unknown> {
  /** Queue name, "<feature>.<verb>" (documents.scan). */
  name: string;
  /** The payload's schema: a payload that fails it is refused when enqueued, never run. */
  payload: z.ZodType<Payload>;
  /** Does the work. A throw fails this try; the job is retried up to `retry.limit` times. */
  handle(payload: Payload, context: JobContext<Services>): Promise<void>;
  /** Runs on a cron schedule, once per tick across every instance. */
  schedule?: JobSchedule<Payload>;
  /** Also runs (with the schedule's payload) whenever an instance starts, not only at the next tick. */
  isRunAtStart?: boolean;
  /** Retries after a failure (default: 3 tries, 30 s apart, backing off). */
  retry?: { limit: number; delaySeconds: number; isBackingOff: boolean };
  /** How long a try may run before it is taken for dead (its process crashed) and retried (default 60 s). */
  expireSeconds?: number;
  /** Tries of this job run at once per process (default 1). */
  concurrency?: number;
}

/**
 * Declares a job (see ARCHITECTURE.md, "Jobs"): its feature lists it among the jobs its index exports, and
 * `server/src/background-jobs.ts` joins every feature's jobs into the process's list.
 */
export function defineJob<Payload, Services = unknown>(
  definition: JobDefinition<Payload, Services>,
): JobDefinition<Payload, Services> {
  return definition;
}
