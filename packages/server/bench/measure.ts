import autocannon from 'autocannon';
import { summarize } from './percentiles.ts';

/** Figures of one load run; latencies in milliseconds. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon against one URL and measures every response's latency itself (for a true p95). */
export async function measureLoad(options: {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        body: options.body,
        connections: options.connections,
        duration: options.durationSeconds,
        headers: options.headers,
      },
      (error: unknown, finished: autocannon.Result) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors; the figures would be meaningless`,
    );
  }
  const { p50, p95, p99 } = summarize(latencies);
  return {
    requestsPerSecond: Math.round(latencies.length / options.durationSeconds),
    p50,
    p95,
    p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
