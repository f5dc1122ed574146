import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { createSessionCookie, type TestUser } from './factories.ts';
import { buildTestApp, signInAs } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** How a suite builds its API and opens its users' sessions. */
export interface IntegrationSuiteOptions {
  /** Builds the API on the suite's fresh database; buildTestApp when left out. */
  buildApp?: (db: Kysely<Database>) => Promise<FastifyInstance>;
  /** 'api' signs users in through POST /api/auth/login (the default); 'database' writes the session row. */
  signIn?: 'api' | 'database';
}

/** The HTTP methods the suites send. */
export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One describe block's own database and API, and requests made as its users. */
export interface IntegrationSuite {
  /** The suite's database, open from the first hook to the last (read `database.db` inside tests). */
  database: TestDatabase;
  /** Sends a request exactly as given, e.g. without a session for the signed-out cases. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The Cookie header of the user's session, opened on first use and reused for the whole suite. */
  cookieOf(user: TestUser): Promise<string>;
  /** Signs the user in through the API once more and answers the new session's Cookie header. */
  signIn(user: TestUser): Promise<string>;
  /** Sends a request as the user, or signed out when the user is null. */
  call(
    user: TestUser | null,
    method: RequestMethod,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** GETs a URL as the user. */
  get(user: TestUser, url: string): Promise<LightMyRequestResponse>;
  /** POSTs a JSON body (or none) as the user. */
  post(user: TestUser, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** How many rows a table of the suite's database holds. */
  countRows(table: keyof Database): Promise<number>;
}

/** Answers a value the suite's beforeAll has set, or says plainly that a test ran before it. */
function opened<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the suite's ${what} is not open yet`);
  return value;
}

/**
 * Registers, in the calling describe block, a beforeAll that opens a fresh database of `kind` and the API on
 * it, and an afterAll that closes both; answers the suite whose helpers reach them once they are open.
 */
export function setUpIntegrationSuite(
  kind: 'pglite' | 'postgresql',
  options: IntegrationSuiteOptions = {},
): IntegrationSuite {
  let openDatabase: TestDatabase | undefined;
  let openApp: FastifyInstance | undefined;
  const cookies = new Map<string, string>();
  const app = () => opened(openApp, 'API');
  const database: TestDatabase = {
    get db() {
      return opened(openDatabase, 'database').db;
    },
    drop: () => opened(openDatabase, 'database').drop(),
  };

  beforeAll(async () => {
    openDatabase = await createTestDatabase(kind);
    openApp = await (options.buildApp ?? buildTestApp)(openDatabase.db);
  });
  afterAll(async () => {
    await openApp?.close();
    if (!openDatabase) return;
    if (kind === 'postgresql') {
      // pg's Pool.end() resolves before its clients have closed their sockets; without a moment's wait,
      // the DROP DATABASE … WITH (FORCE) of drop() can cut one mid-close (an unhandled 57P01 error).
      await openDatabase.db.destroy();
      await delay(200);
    }
    await openDatabase.drop();
  });

  const signIn = (user: TestUser) => signInAs(app(), user);
  const cookieOf = async (user: TestUser) => {
    const known = cookies.get(user.id);
    if (known) return known;
    const cookie =
      options.signIn === 'database' ? await createSessionCookie(database.db, user.id) : await signIn(user);
    cookies.set(user.id, cookie);
    return cookie;
  };
  const call = async (user: TestUser | null, method: RequestMethod, url: string, payload?: object) =>
    app().inject({ method, url, payload, headers: user ? { cookie: await cookieOf(user) } : {} });

  return {
    database,
    inject: (request) => app().inject(request),
    cookieOf,
    signIn,
    call,
    get: (user, url) => call(user, 'GET', url),
    post: (user, url, payload) => call(user, 'POST', url, payload),
    countRows: async (table) =>
      (
        await database.db
          .selectFrom(table)
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow()
      ).count,
  };
}
