import { PGlite, types } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

/** The statement's verb, as node-postgres reports it, so Kysely can count affected rows. */
function commandOf(sql: string): Command {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  return verb === 'INSERT' || verb === 'UPDATE' || verb === 'DELETE' || verb === 'MERGE' ? verb : 'SELECT';
}

/**
 * Presents one embedded PGlite database as a node-postgres pool to Kysely's PostgresDialect.
 * PGlite has a single connection, so the pool hands it out to one holder at a time: a transaction
 * keeps it until it commits, and every other query waits its turn.
 */
export class PGlitePool implements PostgresPool {
  readonly #database: PGlite;
  #queue: Promise<void> = Promise.resolve();
  #waiting = 0;
  #isHeld = false;

  constructor(database: PGlite) {
    this.#database = database;
  }

  /**
   * Opens (or creates) the database in `dataDirectory`; in memory when it is undefined. An in-memory database
   * can start from `snapshot`, a data directory PGlite dumped (`dumpDataDir`), instead of an empty one.
   */
  static async open(dataDirectory: string | undefined, snapshot?: Blob): Promise<PGlitePool> {
    const database = await PGlite.create(dataDirectory, {
      parsers: { [types.DATE]: (value: string) => value },
      loadDataDir: snapshot,
    });
    return new PGlitePool(database);
  }

  /** A dump of the database's data directory, which `open` can start another database from. */
  async snapshot(): Promise<Blob> {
    await this.#queue;
    return this.#database.dumpDataDir('none');
  }

  /** Waits for the connection and hands it out until released. */
  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    this.#waiting += 1;
    await previous;
    this.#waiting -= 1;
    this.#isHeld = true;
    const database = this.#database;
    const markFree = () => (this.#isHeld = false);
    let isReleased = false;
    const client = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        // Without parameters the simple protocol runs, which also takes several statements (migrations).
        const result =
          parameters.length === 0
            ? (await database.exec(sql)).at(-1)
            : await database.query<R>(sql, [...parameters]);
        const rows = (result?.rows ?? []) as R[];
        return { command: commandOf(sql), rowCount: result?.affectedRows ?? rows.length, rows };
      },
      release() {
        if (isReleased) return;
        isReleased = true;
        markFree();
        release();
      },
    };
    return client as PostgresPoolClient;
  }

  /** Its one connection, whether someone holds it, and how many wait for it (for the metrics). */
  occupancy(): { size: number; idle: number; waiting: number } {
    return { size: 1, idle: this.#isHeld ? 0 : 1, waiting: this.#waiting };
  }

  /** Calls `handler` with the payload of every notification on `channel`; answers how to stop. */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    return this.#database.listen(channel, handler);
  }

  /** Closes the database once every holder has released it. */
  async end(): Promise<void> {
    await this.#queue;
    await this.#database.close();
  }
}
