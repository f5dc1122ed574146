import type { FastifyInstance } from 'fastify';
import type { ExecutedQuery } from '../../src/db/connect.ts';
import type { BenchEndpoint } from './endpoints.ts';

/** The audit append's chain-lock-and-head statement, which is the audit's cost, not the endpoint's data. */
const AUDIT_CHAIN_STATEMENTS = [/audit_chain_head/i];

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
      !AUDIT_CHAIN_STATEMENTS.some((pattern) => pattern.test(query.sql)),
  );
  return { statements, responseBody: response.body };
}
