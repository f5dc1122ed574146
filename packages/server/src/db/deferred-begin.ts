import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Marks a statement that is the last of its transaction (the audit row of a read). When nothing before it in
 * the transaction wrote, it runs on its own and commits as it completes, instead of BEGIN, the statement and
 * COMMIT; a statement after it in the same transaction is refused.
 */
export const ENDS_TRANSACTION = '/* ends its transaction */';

/** A SELECT that neither locks rows nor has a side effect: it reads the same inside a transaction or not. */
const PLAIN_READ = /^\s*select\b/i;
const LOCKS_OR_WRITES =
  /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b|\bpg_(try_)?advisory|\bpg_notify\b|\b(nextval|setval|set_config)\s*\(/i;

/** Whether a statement may run before its transaction's BEGIN without changing what it or the transaction does. */
function isPlainRead(sqlText: string): boolean {
  return PLAIN_READ.test(sqlText) && !LOCKS_OR_WRITES.test(sqlText);
}

/** Where a connection is in the transaction Kysely opened on it. */
type TransactionState = 'none' | 'deferred' | 'begun' | 'ended';

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
    await this.#beforeStatement(query.sql);
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // A cursor lives as long as its transaction: it always gets its BEGIN first.
    await this.#beforeStatement('');
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  /** Sends the deferred BEGIN when `sqlText` needs it; runs a last statement of a reading transaction alone. */
  async #beforeStatement(sqlText: string): Promise<void> {
    if (this.state === 'ended') {
      throw new Error('A statement came after the one that ended its transaction');
    }
    if (this.state !== 'deferred' || isPlainRead(sqlText)) return;
    if (sqlText.startsWith(ENDS_TRANSACTION)) {
      this.state = 'ended';
      return;
    }
    await this.beginIfDeferred();
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
 * only reads and then appends its audit row costs its reads and one insert, not two more round trips; one that
 * writes is the same transaction as before. Transactions with an isolation level or access mode begin at once.
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
