import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isAdministrator, type SignInRole } from '@carenest/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { connectClearinghouse } from '../../src/clearinghouse/index.ts';
import { openListener } from '../../src/db/listener.ts';
import { createDocumentStorage } from '../../src/documents/index.ts';
import type { JobDefinition } from '../../src/jobs/define-job.ts';
import { JOBS, jobServicesOf, type JobServices } from '../../src/background-jobs.ts';
import { generateDueEodReportsJob } from '../../src/eod-reports/index.ts';
import { startBackgroundWork } from '../../src/jobs/background-work.ts';
import { ephemeralSecrets } from '../../src/secrets.ts';
import type { Database } from '../../src/db/schema.ts';
import { TEST_PASSWORD, type TestUser } from './factories.ts';

/** The API on a test database, without the SPA. */
export function buildTestApp(db: Kysely<Database>): Promise<FastifyInstance> {
  return buildApp({ db, secrets: ephemeralSecrets() });
}

/** The sign-in card a user of this role picks. */
export function cardFor(user: TestUser): SignInRole {
  return isAdministrator(user.role) ? 'administrator' : (user.role as SignInRole);
}

/** Signs a user in through the API and returns the Cookie header of the session. */
export async function signInAs(app: FastifyInstance, user: TestUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD, role: cardFor(user) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'carenest_session');
  if (!cookie) throw new Error('no session cookie');
  return `carenest_session=${cookie.value}`;
}

/**
 * The API with its background work running, as in a server process: the job runner (with the app's own
 * document storage, so uploads are scanned, and a sandbox clearinghouse unless one is given) and the audit sequencer, stopped when the app closes. Enqueued
 * jobs wake the workers at commit, so tests wait on the outcome, not on polling.
 */
export async function buildAppWithJobs(
  options: AppOptions & {
    jobs?: readonly JobDefinition<unknown, JobServices>[];
    clock?: () => Date;
    backup?: JobServices['backup'];
  },
): Promise<FastifyInstance> {
  const temporary = options.documentsDirectory
    ? undefined
    : mkdtempSync(path.join(tmpdir(), 'carenest-jobs-'));
  const documents = createDocumentStorage({
    directory: options.documentsDirectory ?? temporary!,
    s3: options.s3,
    masterKey: options.secrets.encryptionKey,
    clamdSocket: options.clamdSocket,
  });
  const listener = openListener(options.db);
  const clearinghouse = options.clearinghouse ? undefined : await connectClearinghouse({});
  const client = options.clearinghouse ?? clearinghouse!.client;
  const app = await buildApp({ ...options, documents, listener, clearinghouse: client });
  const work = await startBackgroundWork({
    db: options.db,
    services: jobServicesOf({
      secrets: options.secrets,
      documents,
      clearinghouse: client,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.backup ? { backup: options.backup } : {}),
    }),
    log: app.log,
    listener,
    jobs: options.jobs ?? JOBS_BUT_THE_EOD_SCHEDULER,
  });
  app.addHook('onClose', async () => {
    await work.stop();
    await listener.close();
    await clearinghouse?.close();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  });
  return app;
}

/**
 * The jobs a test app runs unless told otherwise: all but the end-of-day scheduler, which acts on every facility
 * of the database by the wall clock (a suite running after 20:00 in a facility's zone would find reports it did not
 * ask for). Its own suite runs it with a clock of its choosing.
 */
const JOBS_BUT_THE_EOD_SCHEDULER = JOBS.filter((job) => job !== generateDueEodReportsJob);

/** `setUpIntegrationSuite`'s builder for stories that need the jobs (and the sandbox clearinghouse) running. */
export async function readyAppWithJobs(db: AppOptions['db']): Promise<FastifyInstance> {
  const app = await buildAppWithJobs({ db, secrets: ephemeralSecrets() });
  await app.ready();
  return app;
}
