import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpRequestDuration } from './metrics-registry.ts';

/** The route pattern a request matched (`/api/patients/:patientId`), or `unmatched`: never the path itself. */
export function routePatternOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * Times every answered request into http_request_duration_seconds, labelled by method, route pattern and status.
 * A hijacked answer (the event stream) is not timed: its lifetime is counted by the open-streams gauge.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: routePatternOf(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
