import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { connectDatabase, type ExecutedQuery } from '../../src/db/connect.ts';
import { ephemeralSecrets } from '../../src/secrets.ts';
import { BENCH_ADMIN } from '../bulk-seed.ts';
import { measureFixedRate, type FixedRateFigures } from '../fixed-rate.ts';
import { measureLoad, type LoadFigures } from '../measure.ts';
import { openScratchDatabase } from '../scratch-database.ts';
import { createStatementCapture } from './capture-sql.ts';
import { measureDirectSql, openDriver } from './direct-sql.ts';
import { benchEndpoints, type BenchCaller, type BenchEndpoint } from './endpoints.ts';
import { BENCH_NURSE, seedLargeFacilityForLoad, type FacilitySize } from './large-facility.ts';
import { CEILING_PORT, SERVER_PORT, startBareFastify, startCareNest, stopProcess } from './processes.ts';
import { samplePeakMemory } from './server-memory.ts';

/** Connections of every load run (the p99 target is at 32), and seconds per measured run. */
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** The arrival rate of the open-loop run beside each closed-loop one (the p99 target is at 100/s). */
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 100);
/** Only the endpoints whose name contains this text (BENCH_ENDPOINT="dose"), for a quick look at one. */
const ONLY_ENDPOINT = process.env.BENCH_ENDPOINT;

/** The figures of one endpoint: CareNest under load, its two ceilings and the ratios to them. */
export interface EndpointFigures {
  endpoint: string;
  method: string;
  carenest: LoadFigures & { serverPeakRssMiB: number | undefined };
  /** The same endpoint at a fixed arrival rate (open loop). */
  atFixedRate: FixedRateFigures;
  bareFastify: LoadFigures;
  directSql: (LoadFigures & { statements: number }) | null;
  ratioToBareFastify: number;
  ratioToDirectSql: number | null;
}

/** Everything measured on one database kind. */
export interface DatabaseFigures {
  database: 'pglite' | 'postgresql';
  size: FacilitySize;
  seedSeconds: Record<string, number>;
  restartMs: number;
  endpoints: EndpointFigures[];
}

const ratio = (value: number, ceiling: number) => Math.round((value / ceiling) * 100) / 100;

/** Signs the benchmark's administrator and nurse in (sessions stored in the database) and answers cookies. */
async function signInCallers(
  app: Awaited<ReturnType<typeof buildApp>>,
): Promise<Record<BenchCaller, string>> {
  const signIn = async (email: string, password: string, role: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, role },
    });
    if (response.statusCode !== 200)
      throw new Error(`bench sign-in ${email}: ${response.statusCode} ${response.body}`);
    return String(response.headers['set-cookie']).split(';')[0]!;
  };
  return {
    administrator: await signIn(BENCH_ADMIN.email, BENCH_ADMIN.password, 'administrator'),
    nurse: await signIn(BENCH_NURSE.email, BENCH_NURSE.password, 'nurse'),
  };
}

/**
 * Seeds the large facility, captures each read endpoint's SQL and answer in process, measures the direct-SQL
 * ceiling, then starts the real server and loads every endpoint and its bare-Fastify ceiling.
 */
export async function benchDatabase(
  serverUrl: string | undefined,
  size: FacilitySize,
): Promise<DatabaseFigures> {
  const scratch = await openScratchDatabase(serverUrl);
  const keysDirectory = mkdtempSync(path.join(os.tmpdir(), 'carenest-bench-keys-'));
  try {
    console.log(`[${scratch.kind}] seeding ${JSON.stringify(size)}…`);
    const facility = await seedLargeFacilityForLoad(scratch.db, size);
    await scratch.db.destroy();
    console.log(`[${scratch.kind}] seeded in ${JSON.stringify(facility.seedSeconds)} s`);
    const endpoints = benchEndpoints(facility).filter(
      (endpoint) => !ONLY_ENDPOINT || endpoint.name.includes(ONLY_ENDPOINT),
    );

    const capture = createStatementCapture();
    const captureDb = await connectDatabase(scratch.location, { onQuery: capture.onQuery });
    const app = await buildApp({ db: captureDb, secrets: ephemeralSecrets() });
    const cookies = await signInCallers(app);
    const captured = new Map<BenchEndpoint, { statements: ExecutedQuery[]; responseBody: string }>();
    for (const endpoint of endpoints.filter((item) => item.isRead)) {
      captured.set(endpoint, await capture.captureReadStatements(app, endpoint, cookies[endpoint.caller]));
    }
    await app.close();
    await captureDb.destroy();

    const driver = await openDriver(scratch.location);
    const directSql = new Map<BenchEndpoint, LoadFigures & { statements: number }>();
    for (const [endpoint, { statements }] of captured) {
      await measureDirectSql(driver.run, statements, CONNECTIONS, 2);
      const figures = await measureDirectSql(driver.run, statements, CONNECTIONS, SECONDS);
      directSql.set(endpoint, { ...figures, statements: statements.length });
      console.log(`[${scratch.kind}] direct SQL  ${endpoint.name}: ${figures.requestsPerSecond} req/s`);
    }
    await driver.close();

    const environment: Record<string, string> = {
      DATA_DIR: 'directory' in scratch.location ? scratch.location.directory : keysDirectory,
      ...('url' in scratch.location ? { DATABASE_URL: scratch.location.url } : {}),
    };
    const server = await startCareNest(environment);
    const results: EndpointFigures[] = [];
    try {
      for (const endpoint of endpoints) {
        const request = {
          url: `http://127.0.0.1:${SERVER_PORT}${endpoint.path}`,
          connections: CONNECTIONS,
          method: endpoint.method,
          body: endpoint.body?.(),
          headers: { cookie: cookies[endpoint.caller], 'content-type': 'application/json' },
        };
        await measureLoad({ ...request, durationSeconds: 2 });
        const memory = samplePeakMemory(server.child.pid!);
        const carenest = await measureLoad({ ...request, durationSeconds: SECONDS });
        const serverPeakRssMiB = memory.stop();
        const atFixedRate = await measureFixedRate({
          ...request,
          ratePerSecond: FIXED_RATE,
          durationSeconds: SECONDS,
        });

        const answer = captured.get(endpoint)?.responseBody ?? '{"ok":true}';
        const ceiling = await startBareFastify(answer, keysDirectory);
        const bare = `http://127.0.0.1:${CEILING_PORT}/ceiling`;
        await measureLoad({ url: bare, connections: CONNECTIONS, durationSeconds: 2 });
        const bareFastify = await measureLoad({
          url: bare,
          connections: CONNECTIONS,
          durationSeconds: SECONDS,
        });
        await stopProcess(ceiling);

        const direct = directSql.get(endpoint) ?? null;
        results.push({
          endpoint: endpoint.name,
          method: endpoint.method,
          carenest: { ...carenest, serverPeakRssMiB },
          atFixedRate,
          bareFastify,
          directSql: direct,
          ratioToBareFastify: ratio(carenest.requestsPerSecond, bareFastify.requestsPerSecond),
          ratioToDirectSql: direct ? ratio(carenest.requestsPerSecond, direct.requestsPerSecond) : null,
        });
        console.log(
          `[${scratch.kind}] ${endpoint.name}: ${carenest.requestsPerSecond} req/s p50 ${carenest.p50} p95 ${carenest.p95} p99 ${carenest.p99} ms, ` +
            `RSS ${serverPeakRssMiB} MiB; ×${results.at(-1)!.ratioToBareFastify} of bare Fastify, ` +
            `×${results.at(-1)!.ratioToDirectSql ?? '—'} of direct SQL; at ${FIXED_RATE}/s p50 ${atFixedRate.p50} ` +
            `p95 ${atFixedRate.p95} p99 ${atFixedRate.p99} ms`,
        );
      }
    } finally {
      await stopProcess(server.child);
    }
    return {
      database: scratch.kind,
      size,
      seedSeconds: facility.seedSeconds,
      restartMs: server.startMs,
      endpoints: results,
    };
  } finally {
    await scratch.drop();
    rmSync(keysDirectory, { recursive: true, force: true });
  }
}
