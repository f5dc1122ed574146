import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The balancer configuration this suite tests, as shipped. */
export const HAPROXY_CONFIG = path.resolve(import.meta.dirname, '../../../deploy/haproxy/carenest.cfg');

/** HAProxy (Debian's package) running deploy/haproxy/carenest.cfg in front of three instances. */
export interface Balancer {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground on `port`, in front of the instances' `host:port` addresses. */
export async function startBalancer(port: number, instances: readonly string[]): Promise<Balancer> {
  const child = spawn('haproxy', ['-f', HAPROXY_CONFIG, '-db'], {
    env: {
      ...process.env,
      CARENEST_BALANCER_BIND: `127.0.0.1:${port}`,
      ...Object.fromEntries(instances.map((address, index) => [`CARENEST_INSTANCE_${index + 1}`, address])),
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}`);
    const isUp = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) throw new Error('haproxy did not reach an instance within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
