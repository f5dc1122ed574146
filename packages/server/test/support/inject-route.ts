import type { FastifyInstance, InjectOptions } from 'fastify';

/** An answer as the route sweeps read it: status, headers and the body as text (empty for a stream). */
export interface SweptAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): unknown;
}

/**
 * Injects a request for the sweeps over every route (matrix, fuzzing). A server-sent event stream
 * (GET /api/events) never ends by itself, so its answer is taken once the headers are out and the stream is
 * dropped; every other answer is read to the end.
 */
export async function injectRoute(app: FastifyInstance, options: InjectOptions): Promise<SweptAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (String(response.headers['content-type']).includes('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, headers: response.headers, body, json: () => JSON.parse(body) };
}
