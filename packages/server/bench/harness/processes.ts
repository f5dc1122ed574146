import { fork, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The port of the CareNest server under load, and of the bare-Fastify ceiling. */
export const SERVER_PORT = 3917;
export const CEILING_PORT = 3918;

/** Extra Node options of the server under load (BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/p" profiles it). */
const SERVER_NODE_ARGUMENTS = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);

/** Polls `url` until it answers 200. */
async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the real server (src/main.ts) on the prepared data; answers the process and its start time. */
export async function startCareNest(
  environment: Record<string, string>,
): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_ARGUMENTS, '--import', 'tsx', path.resolve(import.meta.dirname, '../../src/main.ts')],
    {
      env: {
        ...process.env,
        ...environment,
        PORT: String(SERVER_PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/api/health`, child);
  return { child, startMs: Math.round(performance.now() - started) };
}

/** Starts the bare-Fastify ceiling answering `body` on /ceiling. */
export async function startBareFastify(body: string, scratchDirectory: string): Promise<ChildProcess> {
  const bodyFile = path.join(scratchDirectory, 'ceiling-body.json');
  writeFileSync(bodyFile, body);
  const child = fork(path.resolve(import.meta.dirname, 'bare-fastify.ts'), [String(CEILING_PORT), bodyFile], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await waitFor(`http://127.0.0.1:${CEILING_PORT}/ceiling`, child);
  return child;
}

/** Stops a child process and waits until it has gone. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
