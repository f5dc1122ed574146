import autocannon from 'autocannon';

/** Figures of one load run; latencies in milliseconds. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The value below which `fraction` of the sorted samples fall. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
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
  latencies.sort((left, right) => left - right);
  return {
    requestsPerSecond: Math.round(latencies.length / options.durationSeconds),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
