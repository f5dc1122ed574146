import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  propagation,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { routePatternOf } from './request-metrics.ts';

/** The tracer CareNest's spans come from (a no-op until startTracing registers a provider). */
export function carenestTracer(): Tracer {
  return trace.getTracer('carenest');
}

/**
 * Opens a server span for each request (`GET /api/patients/:patientId`) and ends it when the answer is done,
 * however it ends (a hijacked event stream when it closes), with the status code.
 */
export function registerRequestTracing(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = routePatternOf(request);
    const span: Span = carenestTracer().startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': route },
      },
      propagation.extract(ROOT_CONTEXT, request.headers),
    );
    reply.raw.once('close', () => {
      const status = reply.raw.statusCode;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
  });
}
