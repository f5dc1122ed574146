import type { FastifyInstance } from 'fastify';
import type { ExecutedQuery } from '../../src/db/connect.ts';
import type { BenchEndpoint } from './endpoints.ts';

/** Statements that write (the audit append, a session touch): the ceiling replays reads only. */
const WRITING_STATEMENT = /\b(insert|update|delete)\b/i;
/**
 * The live-event hub's read of an announced event (events/event-hub.ts): it runs on its own when a
 * notification arrives (the sign-in's, say) and may fall inside the captured request, but is not the
 * endpoint's work; counted in, it would slow the ceiling and flatter the ratio.
 */
const EVENT_HUB_READ = /\bfrom "live_events"/i;

/**
 * Sends one request to an in-process app whose database reports every statement, and answers the SELECTs the
 * endpoint ran (its session lookup and data reads) for the direct-SQL ceiling.
 */
export async function captureReadStatements(
  app: FastifyInstance,
  executed: ExecutedQuery[],
  endpoint: BenchEndpoint,
  cookie: string,
): Promise<{ statements: ExecutedQuery[]; responseBody: string }> {
  executed.length = 0;
  const response = await app.inject({ method: endpoint.method, url: endpoint.path, headers: { cookie } });
  if (response.statusCode !== 200) {
    throw new Error(`${endpoint.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  const statements = executed.filter(
    (query) =>
      /^\s*(select|with)\b/i.test(query.sql) &&
      !WRITING_STATEMENT.test(query.sql) &&
      !EVENT_HUB_READ.test(query.sql),
  );
  return { statements, responseBody: response.body };
}
