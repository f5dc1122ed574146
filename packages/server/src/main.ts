import { buildApp } from './app.ts';
import { connectClearinghouse } from './clearinghouse/index.ts';
import { readConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { openListener } from './db/listener.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createDocumentStorage } from './documents/index.ts';
import { startBackgroundWork } from './jobs/background-work.ts';
import { createMailer } from './lib/mailer.ts';
import { loadSecrets } from './secrets.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { seedDemoDocuments } from './seed/demo-documents.ts';

/**
 * Starts CareNest: connect, migrate, seed demo data into an empty database, serve API and SPA, then start the
 * background work (jobs and the audit sequencer). SIGTERM and SIGINT stop it cleanly: no new requests, the
 * running jobs finish, pending audit rows are linked.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = readConfig();
  const db = await connectDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: config.dataDirectory },
  );
  await migrateToLatest(db);
  const secrets = loadSecrets(config.dataDirectory);
  const documents = createDocumentStorage({
    directory: config.documentsDirectory,
    s3: config.s3,
    masterKey: secrets.encryptionKey,
    clamdSocket: config.clamdSocket,
  });
  const isSeeded = config.isDemoSeeded ? await seedDemo(db, secrets.signingKey) : false;
  if (isSeeded) await seedDemoDocuments(db, documents.store, secrets.encryptionKey);
  const clearinghouse = await connectClearinghouse(config.clearinghouse);
  const listener = openListener(db);
  const sendMail = createMailer(config.smtpUrl);
  const app = await buildApp({
    db,
    secrets,
    sendMail,
    publicUrl: config.publicUrl,
    isDemoSeeded: config.isDemoSeeded,
    logLevel: config.logLevel,
    webDistDirectory: config.webDistDirectory,
    isBehindProxy: config.isBehindProxy,
    documents,
    listener,
    clearinghouse: clearinghouse.client,
    sessionCacheSeconds: config.sessionCacheSeconds,
  });
  await app.listen({ port: config.port, host: config.host });
  const background = await startBackgroundWork({
    db,
    services: { secrets, documents, sendMail, clearinghouse: clearinghouse.client },
    log: app.log,
    listener,
  });
  app.log.info(
    {
      seeded: isSeeded,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      documents: documents.kind,
      clearinghouse: clearinghouse.isSandbox ? 'sandbox' : clearinghouse.client.baseUrl,
      startMs: Math.round(performance.now() - startedAt),
    },
    `CareNest is serving on port ${config.port}`,
  );

  const stop = async () => {
    await app.close();
    await background.stop();
    await listener.close();
    await clearinghouse.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

await main();
