import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Two CareNest server processes on one fresh PostgreSQL database, sharing one data folder (keys, blobs). */
export interface ServerPair {
  urls: [string, string];
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts src/main.ts with `environment` on a free port and waits for /api/health. */
async function startServer(
  environment: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`a server exited with ${child.exitCode} while starting`);
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('a server did not answer /api/health within 60 s');
}

/** Starts two instances with demo data on a new database of the TEST_DATABASE_URL server. */
export async function startServerPair(): Promise<ServerPair> {
  const name = `carenest_e2e_pair_${randomBytes(5).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-e2e-pair-'));
  const environment = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDirectory,
    SEED_DEMO: 'true',
    TRUST_PROXY: 'true',
  };
  const first = await startServer(environment);
  const second = await startServer(environment);
  return {
    urls: [first.url, second.url],
    async stop() {
      for (const { child } of [first, second]) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
