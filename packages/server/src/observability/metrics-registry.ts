import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (ARCHITECTURE.md, "Operations"), served on METRICS_PORT. Labels carry only
 * route patterns, methods, status codes, job names and states: never an id, a name or a query string.
 */
export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry });

/** Every answered request by route pattern (`/api/patients/:patientId`, never the path itself) and status. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** From an event's commit to its write to the open streams of this process. */
export const eventDeliveryLatency = new Histogram({
  name: 'carenest_live_event_delivery_seconds',
  help: 'Time from a live event being written to its delivery to the open streams of this instance',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** What counts the open event streams: one source per app in the process (a test may build several). */
const openStreamSources = new Set<() => number>();

new Gauge({
  name: 'carenest_live_event_streams_open',
  help: 'Server-sent event streams open on this instance',
  registers: [metricsRegistry],
  collect() {
    let open = 0;
    for (const source of openStreamSources) open += source();
    this.set(open);
  },
});

/** Counts `source`'s streams in the open-streams gauge; answers how to stop. */
export function countOpenStreams(source: () => number): () => void {
  openStreamSources.add(source);
  return () => openStreamSources.delete(source);
}
