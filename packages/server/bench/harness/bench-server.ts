import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ScratchDatabase } from '../scratch-database.ts';

/** A free TCP port. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts src/main.ts on the scratch data (keys in `keysDirectory` for a server database); answers its URL. */
export async function startBenchServer(scratch: ScratchDatabase, keysDirectory: string) {
  const port = await freePort();
  const location = scratch.location;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../../src/main.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: 'directory' in location ? location.directory : keysDirectory,
        ...('url' in location ? { DATABASE_URL: location.url } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
