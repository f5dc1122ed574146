import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailer } from './lib/mailer.ts';
import { loadSecrets } from './secrets.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { seedDemoDocuments } from './seed/demo-documents.ts';
import { createFileBlobStore } from './documents/storage/blob-store.ts';

/** Starts CareNest: connect, migrate, seed demo data into an empty database, serve API and SPA. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = readConfig();
  const db = await connectDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: config.dataDirectory },
  );
  await migrateToLatest(db);
  const secrets = loadSecrets(config.dataDirectory);
  const isSeeded = config.isDemoSeeded ? await seedDemo(db, secrets.signingKey) : false;
  if (isSeeded)
    await seedDemoDocuments(db, createFileBlobStore(config.documentsDirectory), secrets.encryptionKey);
  const app = await buildApp({
    db,
    secrets,
    sendMail: createMailer(config.smtpUrl),
    isDemoSeeded: config.isDemoSeeded,
    logLevel: config.logLevel,
    webDistDirectory: config.webDistDirectory,
    isBehindProxy: config.isBehindProxy,
    documentsDirectory: config.documentsDirectory,
    clamdSocket: config.clamdSocket,
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      seeded: isSeeded,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      startMs: Math.round(performance.now() - startedAt),
    },
    `CareNest is serving on port ${config.port}`,
  );

  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

await main();
