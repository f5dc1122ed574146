import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type Transaction,
  type TransactionSettings,
} from 'kysely';

/** The question `hasTransactionBegun` asks the driver, which answers it without the database. */
const HAS_BEGUN = '/* has this transaction begun? */';

/**
 * Whether `trx` has sent its BEGIN: something in it wrote, locked or had a side effect. One that has not can end
 * without a round trip, and what it read stays as read (a read's audit row then goes with others, in
 * audit/grouped-appends.ts).
 */
export async function hasTransactionBegun<DB>(trx: Transaction<DB>): Promise<boolean> {
  const { rows } = await trx.executeQuery<{ hasBegun: boolean }>(CompiledQuery.raw(HAS_BEGUN));
  return rows[0]!.hasBegun;
}

/** A SELECT that neither locks rows nor has a side effect: it reads the same inside a transaction or not. */
const PLAIN_READ = /^\s*select\b/i;
const LOCKS_OR_WRITES =
  /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b|\bpg_(try_)?advisory|\bpg_notify\b|\b(nextval|setval|set_config)\s*\(/i;

/** Whether a statement may run before its transaction's BEGIN without changing what it or the transaction does. */
function isPlainRead(sqlText: string): boolean {
  return PLAIN_READ.test(sqlText) && !LOCKS_OR_WRITES.test(sqlText);
}

/** Where a connection is in the transaction Kysely opened on it. */
type TransactionState = 'none' | 'deferred' | 'begun';

/**
 * A connection whose BEGIN waits for the first statement that needs it. At READ COMMITTED every statement takes
 * its own snapshot inside a transaction as outside, so plain reads before the first write see what they would
 * have seen after a BEGIN; the first write, lock or side effect sends BEGIN first, so everything that changes
 * data stays in one transaction and rolls back together.
 */
class DeferringConnection implements DatabaseConnection {
  state: TransactionState = 'none';

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.sql === HAS_BEGUN) return { rows: [{ hasBegun: this.state === 'begun' } as R] };
    if (this.state === 'deferred' && !isPlainRead(query.sql)) await this.beginIfDeferred();
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // A cursor lives as long as its transaction: it always gets its BEGIN first.
    await this.beginIfDeferred();
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  /** Sends the BEGIN a deferred transaction has been holding back. */
  async beginIfDeferred(): Promise<void> {
    if (this.state !== 'deferred') return;
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    this.state = 'begun';
  }
}

/**
 * Kysely's PostgreSQL driver with deferred BEGIN (ARCHITECTURE.md, "The audited read path"): a transaction that
 * only reads costs its reads, not two more round trips; one that writes is the same transaction as before.
 * Transactions with an isolation level or access mode begin at once.
 */
class DeferredBeginDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, DeferringConnection>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let deferring = this.#connections.get(connection);
    if (!deferring) {
      deferring = new DeferringConnection(connection);
      this.#connections.set(connection, deferring);
    }
    return deferring;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const deferring = connection as DeferringConnection;
    if (settings.isolationLevel || settings.accessMode) {
      await this.inner.beginTransaction(deferring.inner, settings);
      deferring.state = 'begun';
    } else {
      deferring.state = 'deferred';
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection as DeferringConnection, (inner) => this.inner.commitTransaction(inner));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection as DeferringConnection, (inner) => this.inner.rollbackTransaction(inner));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const deferring = connection as DeferringConnection;
    await deferring.beginIfDeferred();
    await this.inner.savepoint!(deferring.inner, name, compileQuery);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.rollbackToSavepoint!((connection as DeferringConnection).inner, name, compileQuery);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.releaseSavepoint!((connection as DeferringConnection).inner, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const deferring = connection as DeferringConnection;
    deferring.state = 'none';
    return this.inner.releaseConnection(deferring.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /** Commits or rolls back a transaction that began; one that never needed BEGIN has nothing to end. */
  async #end(
    connection: DeferringConnection,
    end: (inner: DatabaseConnection) => Promise<void>,
  ): Promise<void> {
    const hasBegun = connection.state === 'begun';
    connection.state = 'none';
    if (hasBegun) await end(connection.inner);
  }
}

/** Kysely's PostgreSQL dialect whose transactions defer their BEGIN (see DeferredBeginDriver). */
export class DeferredBeginDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new DeferredBeginDriver(super.createDriver());
  }
}
