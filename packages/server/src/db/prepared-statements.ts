import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Named statements one connection keeps prepared, at most. Statement texts are few (Kysely writes one text per
 * query shape), but an `IN (…)` list writes one per length: past this many a connection runs the rest
 * unnamed, so a backend's memory for prepared plans stays bounded.
 */
const PREPARED_PER_CONNECTION = 400;

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
 * Whether PostgreSQL refused a prepared statement because its result's columns changed since it was prepared
 * (a migration added a column to a table it selects `*` from, by another instance during a rolling deploy).
 */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/**
 * A node-postgres client that prepares each parameterized statement once per connection and then only binds
 * and executes it: PostgreSQL parses and analyses the text once instead of on every request (ARCHITECTURE.md,
 * "The audited read path"). Statements without parameters (BEGIN, COMMIT, migrations' multi-statement
 * scripts) keep the simple protocol; cursors and query objects pass through unchanged. A statement whose
 * result changed shape under it is prepared again under a new name, and run again at once when no
 * transaction was under way.
 */
export class PreparingClient extends pg.Client {
  /** How many times each text was prepared again on this connection (its name changes each time). */
  readonly #renamed = new Map<string, number>();
  readonly #prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = this.#nameOf(text);
      if (this.#prepared.has(name) || this.#prepared.size < PREPARED_PER_CONNECTION) {
        this.#prepared.add(name);
        return this.#runPrepared(name, text, values) as never;
      }
    }
    return (super.query as (...forwarded: unknown[]) => unknown)(...args) as never;
  }

  /** This connection's name for `text`. */
  #nameOf(text: string): string {
    const renamed = this.#renamed.get(text);
    return renamed === undefined ? statementName(text) : `${statementName(text)}_${renamed}`;
  }

  async #runPrepared(name: string, text: string, values: unknown[]): Promise<pg.QueryResult> {
    try {
      return await super.query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.#renamed.set(text, (this.#renamed.get(text) ?? 0) + 1);
      // Inside a transaction the failure has aborted it: only its caller can start over.
      const isIdle = (this as unknown as { _txStatus?: string })._txStatus === 'I';
      if (!isIdle) throw error;
      return super.query({ name: this.#nameOf(text), text, values });
    }
  }
}
