import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_PATHS, LIMITS } from '@carenest/core';
import { accountRoutes } from './account/account-routes.ts';
import { mfaRoutes } from './account/mfa-routes.ts';
import { systemAlertRoutes } from './alerts/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { passwordLinkRoutes } from './auth/password-link-routes.ts';
import { passwordResetRoutes } from './auth/password-reset-routes.ts';
import { facilityRoutes } from './facility/routes.ts';
import { setupRoutes } from './setup/routes.ts';
import { facilitiesRoutes } from './facility/facilities-routes.ts';
import { facilitySettingsRoutes } from './facility/settings-routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { S3Settings } from './config.ts';
import type { SendMail } from './lib/mailer.ts';
import type { Secrets } from './secrets.ts';
import { securityRoutes } from './security/routes.ts';
import { recordUnauthorizedAccess } from './security/index.ts';
import { hipaaRoutes } from './hipaa/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import type { Database } from './db/schema.ts';
import { createReadiness, type Readiness } from './health/readiness.ts';
import { healthRoutes } from './health/routes.ts';
import { assignedPatientRoutes } from './assigned-patients/routes.ts';
import { emergencyAccessRoutes } from './patients/emergency-access-routes.ts';
import { patientManagementRoutes } from './patients/manage-routes.ts';
import { patientRoutes } from './patients/routes.ts';
import { userRoutes } from './users/routes.ts';
import { assignmentRoutes } from './assignments/routes.ts';
import { medicationRoutes } from './medications/routes.ts';
import { createDocumentStorage, type DocumentStorage } from './documents/index.ts';
import { documentRoutes } from './documents/routes.ts';
import { patientPhotoRoutes } from './patient-photos/routes.ts';
import { emergencyRoutes } from './emergency/routes.ts';
import { immunizationRoutes } from './immunizations/routes.ts';
import { infectionControlRoutes } from './infection-control/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { attendanceRoutes } from './attendance/routes.ts';
import { transportRoutes } from './transport/routes.ts';
import { driverTaskRoutes } from './driver-tasks/routes.ts';
import { familyLinkRoutes } from './family-links/routes.ts';
import { myChildrenRoutes } from './my-children/routes.ts';
import { secureMessageRoutes } from './secure-messages/routes.ts';
import { eodReportRoutes } from './eod-reports/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { remittanceRoutes } from './billing/remittance-routes.ts';
import { eligibilityRoutes } from './billing/eligibility-routes.ts';
import { authorizationRoutes } from './billing/authorization-routes.ts';
import type { ClearinghouseClient } from './clearinghouse/index.ts';
import { morningHandoffRoutes } from './morning-handoffs/routes.ts';
import { appointmentRoutes } from './appointments/routes.ts';
import { incidentRoutes } from './incidents/routes.ts';
import { vitalParametersRoutes } from './vital-parameters/routes.ts';
import { vitalSignsRoutes } from './vital-signs/routes.ts';
import { clinicalNoteRoutes } from './clinical-notes/routes.ts';
import { FHIR_PATH } from './fhir/fhir-base.ts';
import { fhirRoutes } from './fhir/routes.ts';
import { fhirClientRoutes } from './fhir/clients/routes.ts';
import { oauthRoutes } from './fhir/oauth/routes.ts';
import { openListener, type DatabaseListener } from './db/listener.ts';
import { startEventHub } from './events/event-hub.ts';
import { liveEventRoutes } from './events/stream-route.ts';
import { timeClockRoutes } from './time-clock/routes.ts';
import { staffingRoutes } from './staffing/routes.ts';
import { credentialRoutes } from './credentials/routes.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerCanonicalIds } from './plugins/canonical-ids.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerRefusalAudit } from './plugins/refusal-audit.ts';
import { registerSession } from './plugins/session.ts';
import { SessionCache } from './plugins/session-cache.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { pathnameOf } from './lib/request-path.ts';
import { withRefusalCodes } from './lib/refusals.ts';
import { countOpenStreams } from './observability/metrics-registry.ts';
import { registerRequestMetrics } from './observability/request-metrics.ts';
import { registerRequestTracing } from './observability/tracer.ts';

/** What the app is built from. */
export interface AppOptions {
  db: Kysely<Database>;
  secrets: Secrets;
  sendMail?: SendMail;
  /** PUBLIC_URL: the origin of links in emails; required with `sendMail`, as no link is built from the request. */
  publicUrl?: string;
  logLevel?: string;
  webDistDirectory?: string;
  isBehindProxy?: boolean;
  /** The process's document storage, shared with the scan job (main builds it); else built from the two below. */
  documents?: DocumentStorage;
  /** Where encrypted document blobs are kept (DATA_DIR/documents); tests omit it for a temporary one. */
  documentsDirectory?: string;
  /** S3_BUCKET and companions: document blobs in that bucket instead of `documentsDirectory`. */
  s3?: S3Settings;
  /** CLAMD_SOCKET: the ClamAV daemon that scans uploads (the built-in EICAR scanner without it). */
  clamdSocket?: string;
  /** The process's listening connection (main opens one for the app and the jobs); the app opens its own without. */
  listener?: DatabaseListener;
  /** Seconds between the live-event stream's heartbeats (and session re-checks); 25 unless a test needs less. */
  liveEventHeartbeatSeconds?: number;
  /** SESSION_CACHE_SECONDS: the longest a looked-up session is answered from memory; 0 (tests' default) looks up every request. */
  sessionCacheSeconds?: number;
  /** Whether the instance takes new work (main's, drained on SIGTERM); always ready without it. */
  readiness?: Readiness;
  /** Trace each request (OTEL_EXPORTER_OTLP_ENDPOINT set: main has started the trace export). */
  isTracing?: boolean;
  /** The clearinghouse claims and eligibility checks go to (main connects one; without it checks answer 503). */
  clearinghouse?: ClearinghouseClient;
}

/** Request log lines: method, path without the query string (search terms can be names), status. */
const requestSerializer = (request: { method: string; url: string; id: string }) => ({
  id: request.id,
  method: request.method,
  path: pathnameOf(request.url),
});

/**
 * The app's document storage: the one given, or one in `documentsDirectory` (a temporary directory, removed when
 * the app closes, when there is none).
 */
async function documentStorageOf(app: FastifyInstance, options: AppOptions): Promise<DocumentStorage> {
  if (options.documents) return options.documents;
  const temporary = options.documentsDirectory
    ? undefined
    : await mkdtemp(path.join(os.tmpdir(), 'carenest-documents-'));
  if (temporary) app.addHook('onClose', () => rm(temporary, { recursive: true, force: true }));
  return createDocumentStorage({
    directory: options.documentsDirectory ?? temporary!,
    s3: options.s3,
    masterKey: options.secrets.encryptionKey,
    clamdSocket: options.clamdSocket,
  });
}

/** Builds the CareNest API (and the SPA when a build exists) on a database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  if (options.sendMail && !options.publicUrl) throw new Error('PUBLIC_URL is required to send email');
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent', serializers: { req: requestSerializer } },
    bodyLimit: LIMITS.requestBodyLimitBytes,
    trustProxy: options.isBehindProxy ?? false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A request that reaches a closing instance on a kept-alive connection is served, not answered 503: the
    // drain ends idle connections and new ones are refused, so the balancer sends the rest elsewhere.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerRequestMetrics(app);
  if (options.isTracing) registerRequestTracing(app);

  await app.register(swagger, {
    openapi: { info: { title: 'CareNest API', version: '0.1.0' } },
    transform: (input) => withRefusalCodes(jsonSchemaTransform(input)),
  });
  await app.register(cookie);
  await registerSecurity(app);
  await app.register(rateLimit, { global: false });
  const ownListener = options.listener ? undefined : openListener(options.db);
  const listener = options.listener ?? ownListener!;
  const sessions = new SessionCache((options.sessionCacheSeconds ?? 0) * 1000);
  await sessions.follow(listener);
  registerCanonicalIds(app);
  registerSession(app, options.db, sessions);
  registerRefusalAudit(app, options.db, recordUnauthorizedAccess);
  const hub = await startEventHub({ db: options.db, listener, log: app.log });
  const stopCountingStreams = countOpenStreams(() => hub.subscriberCount);
  // Before the server stops listening, so the open streams do not hold its close up.
  app.addHook('preClose', (done) => {
    hub.drain();
    done();
  });
  app.addHook('onClose', async () => {
    stopCountingStreams();
    await hub.close();
    await ownListener?.close();
  });

  await app.register(healthRoutes, { db: options.db, readiness: options.readiness ?? createReadiness() });
  await app.register(authRoutes, {
    db: options.db,
    sendMail: options.sendMail,
  });
  await app.register(patientRoutes, { db: options.db });
  await app.register(patientManagementRoutes, { db: options.db });
  await app.register(emergencyAccessRoutes, { db: options.db });
  await app.register(assignedPatientRoutes, { db: options.db });
  await app.register(passwordResetRoutes, {
    db: options.db,
    secrets: options.secrets,
    ...(options.sendMail && options.publicUrl
      ? { mail: { send: options.sendMail, publicUrl: options.publicUrl } }
      : {}),
  });
  await app.register(passwordLinkRoutes, { db: options.db, secrets: options.secrets });
  await app.register(facilityRoutes, { db: options.db });
  await app.register(setupRoutes, { db: options.db });
  await app.register(facilitySettingsRoutes, { db: options.db });
  await app.register(facilitiesRoutes, {
    db: options.db,
    secrets: options.secrets,
    ...(options.sendMail && options.publicUrl
      ? { mail: { send: options.sendMail, publicUrl: options.publicUrl } }
      : {}),
  });
  await app.register(dashboardRoutes, { db: options.db });
  await app.register(accountRoutes, { db: options.db });
  await app.register(mfaRoutes, { db: options.db });
  await app.register(hipaaRoutes, { db: options.db });
  await app.register(auditRoutes, { db: options.db });
  await app.register(securityRoutes, { db: options.db });
  await app.register(systemAlertRoutes, { db: options.db });
  await app.register(userRoutes, { db: options.db, secrets: options.secrets });
  await app.register(assignmentRoutes, { db: options.db });
  await app.register(medicationRoutes, { db: options.db });
  const documentStorage = await documentStorageOf(app, options);
  await app.register(documentRoutes, { db: options.db, storage: documentStorage });
  await app.register(patientPhotoRoutes, { db: options.db, storage: documentStorage });
  await app.register(emergencyRoutes, { db: options.db, storage: documentStorage });
  await app.register(immunizationRoutes, { db: options.db });
  await app.register(infectionControlRoutes, { db: options.db });
  await app.register(vitalSignsRoutes, { db: options.db });
  await app.register(vitalParametersRoutes, { db: options.db });
  await app.register(transportRoutes, { db: options.db });
  await app.register(attendanceRoutes, { db: options.db });
  await app.register(timeClockRoutes, { db: options.db });
  await app.register(staffingRoutes, { db: options.db });
  await app.register(credentialRoutes, { db: options.db });
  await app.register(driverTaskRoutes, { db: options.db });
  await app.register(familyLinkRoutes, { db: options.db });
  await app.register(myChildrenRoutes, { db: options.db });
  await app.register(secureMessageRoutes, { db: options.db });
  await app.register(billingRoutes, { db: options.db, clearinghouse: options.clearinghouse });
  await app.register(remittanceRoutes, { db: options.db });
  await app.register(authorizationRoutes, { db: options.db });
  await app.register(eligibilityRoutes, { db: options.db, clearinghouse: options.clearinghouse });
  await app.register(morningHandoffRoutes, { db: options.db });
  await app.register(appointmentRoutes, { db: options.db });
  await app.register(incidentRoutes, { db: options.db });
  await app.register(notificationRoutes, { db: options.db });
  await app.register(clinicalNoteRoutes, { db: options.db, signingKey: options.secrets.signingKey });
  await app.register(eodReportRoutes, { db: options.db, signingKey: options.secrets.signingKey });
  await app.register(fhirRoutes, { prefix: FHIR_PATH, db: options.db, publicUrl: options.publicUrl });
  await app.register(oauthRoutes, { db: options.db, publicUrl: options.publicUrl });
  await app.register(fhirClientRoutes, { db: options.db });
  await app.register(liveEventRoutes, {
    db: options.db,
    hub,
    heartbeatSeconds: options.liveEventHeartbeatSeconds,
  });
  app.get(API_PATHS.openapi, { schema: { hide: true } }, () => app.swagger());

  await registerWebApp(app, options.webDistDirectory ?? '');
  return app;
}
