import type { FastifyInstance } from 'fastify';

/** A UUID in any letter case (PostgreSQL reads both spellings as the same id). */
const UUID_ANY_CASE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lower-cases, in place, every value of `part` that is a UUID written in another case. */
function lowerCaseIds(part: unknown): void {
  if (!part || typeof part !== 'object') return;
  const values = part as Record<string, unknown>;
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' && UUID_ANY_CASE.test(value)) values[name] = value.toLowerCase();
}

/**
 * The one place ids in a request's address get their canonical spelling: a UUID in the path or the query
 * string is lower-cased before the session step, so every read, refusal and audit row names a record as the
 * database does (an access log filtered by a report's id finds a read made with its id in upper case).
 */
export function registerCanonicalIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    lowerCaseIds(request.params);
    lowerCaseIds(request.query);
  });
}
