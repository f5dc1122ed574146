import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics-registry.ts';

/** The metrics endpoint of a process. */
export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves the process's metrics as Prometheus text at GET /metrics on its own port (METRICS_PORT), apart from the
 * API: it needs no session, so it listens on loopback unless METRICS_HOST says otherwise, for a scraper on the
 * same machine or network only. Anything else answers 404.
 */
export async function startMetricsServer(options: { port: number; host: string }): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(503).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
