import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  propagation,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { routePatternOf } from './request-metrics.ts';

/** The tracer CareNest's spans come from (a no-op until startTracing registers a provider). */
export function carenestTracer(): Tracer {
  return trace.getTracer('carenest');
}

/** The process's trace export, flushed and stopped on shutdown. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Sends the process's spans to an OpenTelemetry collector over OTLP/HTTP (`<endpoint>/v1/traces`), when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. Spans are named by route pattern or job name and carry no ids, names or
 * query strings. A W3C `traceparent` from the balancer or the browser continues its trace.
 */
export function startTracing(options: { endpoint: string; serviceName: string }): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return {
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
    },
  };
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
