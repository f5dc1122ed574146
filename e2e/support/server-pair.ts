import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerDatabase } from '../../packages/server/test/support/postgres-server.ts';
import { startServerProcess, stopServerProcess } from '../../packages/server/test/support/server-process.ts';

/** Two CareNest server processes on one fresh PostgreSQL database, sharing one data folder (keys, blobs). */
export interface ServerPair {
  urls: [string, string];
  stop(): Promise<void>;
}

/**
 * Starts two instances with demo data on a new database of the TEST_DATABASE_URL server, through the server
 * tests' own helpers for a database and a server process.
 */
export async function startServerPair(): Promise<ServerPair> {
  const database = await createServerDatabase('carenest_e2e_pair');
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-e2e-pair-'));
  const environment = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDirectory,
    SEED_DEMO: 'true',
    TRUST_PROXY: 'true',
  };
  const first = await startServerProcess(environment);
  const second = await startServerProcess(environment);
  return {
    urls: [first.baseUrl, second.baseUrl],
    async stop() {
      for (const server of [first, second]) await stopServerProcess(server, 'SIGTERM');
      await database.drop();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
