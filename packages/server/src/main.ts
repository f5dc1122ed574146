import { buildApp } from './app.ts';
import { JOBS, jobServicesOf } from './background-jobs.ts';
import { readScheduledBackupSettings } from './backup/index.ts';
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
import { seedDemoExclusion } from './seed/demo-infection-control.ts';
import { seedDemoPhotos } from './seed/demo-photos.ts';
import { issueSetupCode } from './setup/index.ts';
import { drainOnSignal } from './graceful-drain.ts';
import { createReadiness } from './health/readiness.ts';
import { registerDatabaseGauges } from './observability/database-gauges.ts';
import { startMetricsServer } from './observability/metrics-server.ts';

/**
 * Starts CareNest: connect, migrate, seed demo data into an empty database when SEED_DEMO=true (else print a
 * setup code while the install is not set up), serve API and SPA, then start the
 * background work (jobs and the audit sequencer), the metrics endpoint on METRICS_PORT and, with
 * OTEL_EXPORTER_OTLP_ENDPOINT, trace export. SIGTERM or SIGINT drains it (`graceful-drain.ts`).
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = readConfig();
  const scheduledBackups = readScheduledBackupSettings(process.env);
  // The exporter's modules load only when traces are asked for.
  const tracing = config.otlpEndpoint
    ? (await import('./observability/trace-export.ts')).startTracing({
        endpoint: config.otlpEndpoint,
        serviceName: process.env.OTEL_SERVICE_NAME || 'carenest',
      })
    : undefined;
  const readiness = createReadiness();
  const db = await connectDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { directory: config.dataDirectory },
  );
  await migrateToLatest(db, JOBS);
  const secrets = loadSecrets(config.dataDirectory);
  const documents = createDocumentStorage({
    directory: config.documentsDirectory,
    s3: config.s3,
    masterKey: secrets.encryptionKey,
    clamdSocket: config.clamdSocket,
  });
  const isSeeded = config.isDemoSeeded ? await seedDemo(db, secrets.signingKey) : false;
  if (isSeeded) await seedDemoDocuments(db, documents.store, secrets.encryptionKey);
  if (isSeeded) await seedDemoPhotos(db, documents.store, secrets.encryptionKey);
  if (isSeeded) await seedDemoExclusion(db, new Date());
  // ARCHITECTURE.md, "First-run setup": a fresh code each start until someone sets the install up, printed
  // whatever LOG_LEVEL says, as the one way in to an empty install.
  const setupCode = isSeeded ? null : await issueSetupCode(db, new Date());
  if (setupCode) process.stdout.write(`setup code: ${setupCode}\n`);
  const clearinghouse = await connectClearinghouse(config.clearinghouse);
  const listener = openListener(db);
  const sendMail = createMailer(config.smtpUrl);
  const app = await buildApp({
    db,
    secrets,
    sendMail,
    publicUrl: config.publicUrl,
    logLevel: config.logLevel,
    webDistDirectory: config.webDistDirectory,
    isBehindProxy: config.isBehindProxy,
    documents,
    listener,
    clearinghouse: clearinghouse.client,
    sessionCacheSeconds: config.sessionCacheSeconds,
    readiness,
    isTracing: Boolean(tracing),
  });
  await app.listen({ port: config.port, host: config.host });
  const background = await startBackgroundWork({
    db,
    services: jobServicesOf({
      secrets,
      documents,
      sendMail,
      clearinghouse: clearinghouse.client,
      backup: scheduledBackups,
    }),
    log: app.log,
    listener,
    jobs: JOBS,
  });
  registerDatabaseGauges(
    db,
    JOBS.map((job) => job.name),
  );
  const metrics = config.metrics ? await startMetricsServer(config.metrics) : undefined;
  app.log.info(
    {
      seeded: isSeeded,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      documents: documents.kind,
      clearinghouse: clearinghouse.isSandbox ? 'sandbox' : clearinghouse.client.baseUrl,
      metricsPort: metrics?.port,
      tracing: Boolean(tracing),
      startMs: Math.round(performance.now() - startedAt),
    },
    `CareNest is serving on port ${config.port}`,
  );

  drainOnSignal(
    {
      startDraining: () => readiness.startDraining(),
      closeServer: () => app.close(),
      stopBackgroundWork: (timeoutMs) => background.stop(timeoutMs),
      async release() {
        await metrics?.close();
        await tracing?.shutdown();
        await listener.close();
        await clearinghouse.close();
        await db.destroy();
      },
      log: (message, details) => app.log.info(details ?? {}, message),
    },
    config.drainGraceSeconds * 1000,
  );
}

await main();
