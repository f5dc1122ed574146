import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  emergencyListQuerySchema,
  emergencyPolicy,
  evacuationNeedsInputSchema,
  evacuationNeedsListSchema,
  evacuationNeedsResponseSchema,
  patientIdParamsSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { DocumentStorage } from '../documents/index.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { readPhotoBlob } from '../patient-photos/index.ts';
import { authorize } from '../shared/actor.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { findEmergencyFacility } from './emergency-facility.ts';
import { loadEvacuationNeedsList, presentEvacuationNeeds, saveEvacuationNeeds } from './evacuation-needs.ts';
import { loadEvacuationRoster } from './load-roster.ts';
import { emergencyLogRoutes } from './log-routes.ts';
import { renderRosterPdf } from './render-roster-pdf.ts';

/** The database and the blob store the children's photos are read from. */
export interface EmergencyRouteOptions {
  db: Kysely<Database>;
  storage: DocumentStorage;
}

/** Sends the roster as a download, never cached (PHI). */
function sendPdf(reply: FastifyReply, pdf: Buffer) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', 'attachment; filename="evacuation-roster.pdf"')
    .header('Cache-Control', 'no-store')
    .send(pdf);
}

/**
 * Emergency preparedness (26 TAC §550.209): each child's equipment and evacuation needs (listed, and changed by
 * a nurse or an administrator who sees the child), the evacuation roster of the children present now as a
 * PDF, and the facility's logs (log-routes.ts).
 */
export async function emergencyRoutes(app: FastifyInstance, { db, storage }: EmergencyRouteOptions) {
  await app.register(emergencyLogRoutes, { db });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.evacuationNeeds,
    {
      config: auditedRead('VIEW_EVACUATION_NEEDS', 'PATIENT'),
      schema: {
        tags: ['emergency'],
        querystring: emergencyListQuerySchema,
        response: { 200: evacuationNeedsListSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async (scope) => {
        const facility = await findEmergencyFacility(scope);
        authorize(emergencyPolicy.canReadRoster(scope.actor));
        const answer = await loadEvacuationNeedsList(scope.trx, scope.actor, facility, request.query);
        return { answer, details: { count: answer.items.length, presentCount: answer.presentCount } };
      }),
  );

  routes.put(
    '/api/patients/:patientId/evacuation-needs',
    {
      schema: {
        tags: ['emergency'],
        params: patientIdParamsSchema,
        body: evacuationNeedsInputSchema,
        response: { 200: evacuationNeedsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.params.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(emergencyPolicy.canEditNeeds(scope.actor));
        const saved = await saveEvacuationNeeds({ ...scope, patient, input: request.body });
        return { needs: presentEvacuationNeeds(saved, await loadUserNames(scope.trx, [saved.updated_by])) };
      }),
  );

  routes.get(
    API_PATHS.evacuationRoster,
    {
      config: auditedRead('EXPORT_EVACUATION_ROSTER', 'PATIENT'),
      schema: { tags: ['emergency'], response: REFUSALS },
    },
    async (request, reply) => {
      const roster = await readAudited(db, request, async (scope) => {
        const facility = await findEmergencyFacility(scope);
        authorize(emergencyPolicy.canReadRoster(scope.actor));
        const children = await loadEvacuationRoster(scope.trx, scope.actor, facility, scope.now);
        const names = await loadUserNames(scope.trx, [scope.actor.userId]);
        const answer = {
          facilityName: facility.name,
          timeZone: facility.timeZone,
          generatedAt: scope.now,
          generatedBy: names.get(scope.actor.userId) ?? 'Unknown user',
          children,
        };
        return { answer, details: { patientIds: children.map((child) => child.patientId) } };
      });
      // The photos are read from the blob store after the transaction (no file I/O inside one).
      const children = await Promise.all(
        roster.children.map(async (child) => ({
          ...child,
          photoBytes: child.photo ? await readPhotoBlob(storage, child.photo) : null,
        })),
      );
      return sendPdf(reply, await renderRosterPdf({ ...roster, children }));
    },
  );
}
