import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A real CareNest server process (src/main.ts) on a port of its own. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the server has written to its standard output so far (empty unless asked to keep it). */
  output: () => string;
}

/** A port the operating system has just handed out, so two test files never collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `src/main.ts` with `environment` (DATA_DIR or DATABASE_URL, SEED_DEMO…) and waits until /api/health
 * answers (at most `startupTimeoutMs`). Output is discarded unless `keepsOutput`, which reads standard output as
 * it comes (an unread pipe fills up and blocks the server).
 */
export async function startServerProcess(
  environment: Record<string, string>,
  startupTimeoutMs = 120_000,
  { keepsOutput = false }: { keepsOutput?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../../src/main.ts')],
    {
      env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      stdio: ['ignore', keepsOutput ? 'pipe' : 'ignore', 'ignore'],
    },
  );
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} while starting`);
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { baseUrl, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within ${startupTimeoutMs / 1000} s`);
}

/** Sends `signal` to the server and resolves once the process has gone. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

/** Signs a demo account (password Demo!Pass1) in on a running server and answers its Cookie header. */
export async function signInDemoAccount(
  server: { baseUrl: string },
  email: string,
  role: string,
): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo!Pass1', role }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}
