import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { BENCH_ADMIN, seedLargeFacility } from './bulk-seed.ts';
import { measureLoad, type LoadFigures } from './measure.ts';

/** Where a benchmark runs: embedded PGlite, or a PostgreSQL server (a scratch database on it). */
export type BenchTarget = { kind: 'pglite' } | { kind: 'postgresql'; url: string };

const PATIENT_COUNT = 2_000;
const PORT = 3917;

/** Creates a scratch database on the PostgreSQL server and answers its URL. */
async function scratchPostgres(serverUrl: string): Promise<string> {
  const name = `carenest_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts the real server process on the prepared data and waits for /api/health. */
async function startServer(
  environment: Record<string, string>,
): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')],
    {
      env: {
        ...process.env,
        ...environment,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
      stdio: 'inherit',
    },
  );
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return { child, startMs: Math.round(performance.now() - started) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Signs the benchmark administrator in and answers the Cookie header. */
async function signIn(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...BENCH_ADMIN, role: 'administrator' }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`bench sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** Seeds 2,000 patients, restarts on that data, and loads the patient list page of 50 at 16 connections. */
export async function benchPatientList(
  target: BenchTarget,
  scratchDirectory: string,
): Promise<{ restartMs: number; patientList: LoadFigures }> {
  const url = target.kind === 'postgresql' ? await scratchPostgres(target.url) : undefined;
  const db = await connectDatabase(url ? { url } : { directory: scratchDirectory });
  await migrateToLatest(db);
  await seedLargeFacility(db, PATIENT_COUNT);
  await db.destroy();

  const { child, startMs } = await startServer(url ? { DATABASE_URL: url } : { DATA_DIR: scratchDirectory });
  try {
    const cookie = await signIn();
    await measureLoad({
      url: `http://127.0.0.1:${PORT}/api/patients?page=3&pageSize=50`,
      connections: 16,
      durationSeconds: 3,
      headers: { cookie },
    });
    const patientList = await measureLoad({
      url: `http://127.0.0.1:${PORT}/api/patients?page=3&pageSize=50`,
      connections: 16,
      durationSeconds: 10,
      headers: { cookie },
    });
    return { restartMs: startMs, patientList };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
