import { Agent, request } from 'node:http';
import { summarize } from './percentiles.ts';

/** Figures of one fixed-rate run; latencies in milliseconds, from each request's scheduled start. */
export interface FixedRateFigures {
  ratePerSecond: number;
  sent: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Sends one request on a kept-alive connection and resolves when its answer has been read to the end. */
function send(
  agent: Agent,
  url: URL,
  options: { method: string; body?: string; headers?: Record<string, string> },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, method: options.method, headers: options.headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/**
 * An open-loop load run: requests start at a fixed arrival rate whatever the server's answers take (a slow
 * answer does not hold the next request back, as it does in autocannon's closed loop), and each latency counts
 * from the moment its request was due, so time spent queued behind a stall is measured rather than hidden.
 * Any answer other than 2xx fails the run.
 */
export async function measureFixedRate(options: {
  url: string;
  ratePerSecond: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}): Promise<FixedRateFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(options.url);
  const total = Math.round(options.ratePerSecond * options.durationSeconds);
  const interval = 1000 / options.ratePerSecond;
  const latencies: number[] = [];
  const failures: string[] = [];
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  try {
    for (let index = 0; index < total; index += 1) {
      const due = start + index * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const answered = send(agent, url, { ...options, method: options.method ?? 'GET' }).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) failures.push(String(status));
        },
        (error: unknown) => void failures.push(String(error)),
      );
      inFlight.push(answered);
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  if (failures.length > 0)
    throw new Error(
      `${options.url}: ${failures.length} failed requests (${failures[0]}); the figures would be meaningless`,
    );
  const { p50, p95, p99 } = summarize(latencies);
  return {
    ratePerSecond: options.ratePerSecond,
    sent: total,
    p50,
    p95,
    p99,
    max: Math.round(Math.max(...latencies) * 100) / 100,
  };
}
