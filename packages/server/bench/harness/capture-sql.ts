import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { ExecutedQuery } from '../../src/db/connect.ts';
import type { BenchEndpoint } from './endpoints.ts';

/** Statements that write (the audit append, a session touch): the ceiling replays reads only. */
const WRITING_STATEMENT = /\b(insert|update|delete)\b/i;

/**
 * Captures what one request runs on an in-process app, for the direct-SQL ceiling. Pass `onQuery` to the app's
 * `connectDatabase`; a statement counts only when it runs in the request's own asynchronous context, so work the
 * app does on its own meanwhile (the live-event hub reading an event the sign-in announced, a job's poll) stays
 * out of the ceiling, where it would slow the replay and flatter the ratio.
 */
export function createStatementCapture() {
  const requestStatements = new AsyncLocalStorage<ExecutedQuery[]>();
  return {
    onQuery: (query: ExecutedQuery): void => {
      requestStatements.getStore()?.push(query);
    },

    /** Sends one request and answers the SELECTs it ran (its session lookup and data reads) and its body. */
    async captureReadStatements(
      app: FastifyInstance,
      endpoint: BenchEndpoint,
      cookie: string,
    ): Promise<{ statements: ExecutedQuery[]; responseBody: string }> {
      const executed: ExecutedQuery[] = [];
      // inject() starts the request only once awaited: awaited inside, so the request runs in the capture's context.
      const response = await requestStatements.run(
        executed,
        async () => await app.inject({ method: endpoint.method, url: endpoint.path, headers: { cookie } }),
      );
      if (response.statusCode !== 200) {
        throw new Error(`${endpoint.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
      const statements = executed.filter(
        (query) => /^\s*(select|with)\b/i.test(query.sql) && !WRITING_STATEMENT.test(query.sql),
      );
      return { statements, responseBody: response.body };
    },
  };
}
