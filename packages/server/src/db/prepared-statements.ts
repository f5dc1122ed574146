import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named statements one connection keeps prepared, at most. Statement texts are few (Kysely writes one text per
 * query shape), but an `IN (…)` list writes one per length: past this many a connection runs the rest
 * unnamed, so a backend's memory for prepared plans stays bounded.
 */
export const PREPARED_PER_CONNECTION = 400;

/** Names already computed, by text (a digest per statement would cost more than the statement's bind). */
const namesByText = new Map<string, string>();

/** The statement's name on every connection: a digest of its text, so one text always has one name. */
function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    if (namesByText.size >= PREPARED_PER_CONNECTION * 4) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

/**
 * A node-postgres client that prepares each parameterized statement once per connection and then only binds
 * and executes it: PostgreSQL parses and analyses the text once instead of on every request (ARCHITECTURE.md,
 * "The audited read path"). Statements without parameters (BEGIN, COMMIT, migrations' multi-statement
 * scripts) keep the simple protocol; cursors and query objects pass through unchanged.
 */
export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (this.#prepared.has(name) || this.#prepared.size < PREPARED_PER_CONNECTION) {
        this.#prepared.add(name);
        return super.query({ name, text, values }) as never;
      }
    }
    return (super.query as (...forwarded: unknown[]) => unknown)(...args) as never;
  }
}
