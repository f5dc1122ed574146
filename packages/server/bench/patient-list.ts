import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BENCH_ADMIN, seedLargeFacility } from './bulk-seed.ts';
import { measureLoad, type LoadFigures } from './measure.ts';
import { openScratchDatabase } from './scratch-database.ts';

const PATIENT_COUNT = 2_000;
const PORT = 3917;

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

/**
 * Seeds 2,000 patients in a scratch database, starts the real server on it (the restart-with-data time),
 * and loads the patient list, page of 50, at 16 connections.
 */
export async function benchPatientList(
  serverUrl: string | undefined,
): Promise<{ database: string; restartMs: number; patientList: LoadFigures }> {
  const scratch = await openScratchDatabase(serverUrl);
  try {
    await seedLargeFacility(scratch.db, PATIENT_COUNT);
    await scratch.db.destroy();
    const environment: Record<string, string> =
      'url' in scratch.location
        ? { DATABASE_URL: scratch.location.url }
        : { DATA_DIR: scratch.location.directory };
    const { child, startMs } = await startServer(environment);
    try {
      const cookie = await signIn();
      const url = `http://127.0.0.1:${PORT}/api/patients?page=3&pageSize=50`;
      await measureLoad({ url, connections: 16, durationSeconds: 3, headers: { cookie } });
      const patientList = await measureLoad({
        url,
        connections: 16,
        durationSeconds: 10,
        headers: { cookie },
      });
      return { database: scratch.kind, restartMs: startMs, patientList };
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    await scratch.drop();
  }
}
