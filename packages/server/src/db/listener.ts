import pg from 'pg';
import type { PGlitePool } from './pglite-pool.ts';

/** Receives the payload of a notification on a channel. */
export type NotificationHandler = (payload: string) => void;

/**
 * The process's one listening connection (ARCHITECTURE.md, "Live events"): LISTEN on channels, handlers per
 * channel, and a hook that runs after the connection was lost and came back, so what was announced meanwhile
 * can be caught up from the tables.
 */
export interface DatabaseListener {
  listen(channel: string, handler: NotificationHandler): Promise<void>;
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

/** How to open a listener for a database opened by connectDatabase. */
type ListenerFactory = () => DatabaseListener;
const factories = new WeakMap<object, ListenerFactory>();

/** Remembers how to listen on `db` (called by connectDatabase). */
export function registerListenerFactory(db: object, factory: ListenerFactory): void {
  factories.set(db, factory);
}

/** Opens the listening connection of a database opened by connectDatabase. */
export function openListener(db: object): DatabaseListener {
  const factory = factories.get(db);
  if (!factory) throw new Error('this database was not opened by connectDatabase');
  return factory();
}

/** The application name of listening connections (seen in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'carenest-listener';

/** Quotes a channel name for LISTEN. */
function identifier(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

/**
 * A listener on a PostgreSQL server: a dedicated client outside the pool. When the connection drops it is
 * opened again (waiting 0.1 s, doubling to 5 s), every channel is listened to again, and the reconnect
 * handlers run.
 */
export function createServerListener(
  url: string,
  log: (message: string) => void = console.warn,
): DatabaseListener {
  const handlers = new Map<string, NotificationHandler[]>();
  const reconnectHandlers: (() => void)[] = [];
  let client: pg.Client | undefined;
  let isClosed = false;
  let opening: Promise<void> | undefined;
  let retryDelayMs = 100;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      log(`live listener lost its connection: ${error.message}`);
      void reopen();
    });
    next.on('end', () => void reopen());
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${identifier(channel)}`);
    client = next;
    retryDelayMs = 100;
  };

  const reopen = async (): Promise<void> => {
    if (isClosed || opening) return;
    const lost = client;
    client = undefined;
    lost?.removeAllListeners('end');
    void lost?.end().catch(() => undefined);
    opening = (async () => {
      while (!isClosed) {
        try {
          await open();
          for (const handler of reconnectHandlers) handler();
          return;
        } catch (error) {
          log(`live listener cannot reconnect yet: ${(error as Error).message}`);
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
          retryDelayMs = Math.min(retryDelayMs * 2, 5000);
        }
      }
    })().finally(() => (opening = undefined));
  };

  return {
    async listen(channel, handler) {
      const known = handlers.get(channel);
      handlers.set(channel, [...(known ?? []), handler]);
      if (!client && !opening) opening = open().finally(() => (opening = undefined));
      await opening;
      if (!known) await client?.query(`LISTEN ${identifier(channel)}`);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async close() {
      isClosed = true;
      await opening?.catch(() => undefined);
      const last = client;
      client = undefined;
      last?.removeAllListeners('end');
      await last?.end().catch(() => undefined);
    },
  };
}

/** A listener on embedded PGlite: its own listen, in the same process (no connection to lose). */
export function createEmbeddedListener(pool: PGlitePool): DatabaseListener {
  const unsubscribers: (() => Promise<void>)[] = [];
  return {
    async listen(channel, handler) {
      unsubscribers.push(await pool.listen(channel, handler));
    },
    onReconnect() {},
    async close() {
      for (const unsubscribe of unsubscribers.splice(0)) await unsubscribe();
    },
  };
}
