import { propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';

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
