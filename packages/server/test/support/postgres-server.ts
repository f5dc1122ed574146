// Databases on the PostgreSQL server of TEST_DATABASE_URL, made and dropped through its maintenance connection.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made on the server for one suite or one run, its URL, and how to drop it. */
export interface ServerDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Runs SQL on the server's maintenance connection (TEST_DATABASE_URL's own database). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of the database `name` on the same server. */
function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes a database named after `prefix` and a random suffix: empty, or a copy of `template` (a database no one is
 * connected to), which PostgreSQL writes far faster than migrations would fill it.
 */
export async function createServerDatabase(prefix: string, template?: string): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(
    template ? `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY WAL_LOG` : `CREATE DATABASE ${name}`,
  );
  return {
    name,
    url: databaseUrl(name),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An empty database, for a server process that migrates it itself. */
export function createEmptyServerDatabase(): Promise<ServerDatabase> {
  return createServerDatabase('carenest_durability');
}
