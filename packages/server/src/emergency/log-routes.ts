import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  drillCreatedSchema,
  drillInputSchema,
  drillsResponseSchema,
  emergencyDocumentCreatedSchema,
  emergencyDocumentInputSchema,
  emergencyDocumentsResponseSchema,
  emergencyListQuerySchema,
  emergencyPolicy,
  generatorTestCreatedSchema,
  generatorTestInputSchema,
  generatorTestsResponseSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { findEmergencyFacility } from './emergency-facility.ts';
import {
  loadDrills,
  loadEmergencyDocuments,
  loadGeneratorTests,
  presentDrill,
  presentEmergencyDocument,
  presentGeneratorTest,
} from './load-logs.ts';
import { recordDrill } from './record-drill.ts';
import { recordEmergencyDocument } from './record-emergency-document.ts';
import { recordGeneratorTest } from './record-generator-test.ts';

const tags = ['emergency'];

/**
 * The facility's emergency preparedness logs (26 TAC §550.209, Florida 59A-13.022), kept by its administrator:
 * the drills log, the signed generator log and the documents on file, each listed a page at a time with its
 * standing (unannounced drill missing, generator test due or overdue, fire inspection missing) and added to.
 */
export async function emergencyLogRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.emergencyDrills,
    {
      schema: {
        tags,
        querystring: emergencyListQuerySchema,
        response: { 200: drillsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const facility = await findEmergencyFacility(scope);
        authorize(emergencyPolicy.canReadLogs(scope.actor));
        return loadDrills(scope.trx, facility, request.query);
      }),
  );

  routes.post(
    API_PATHS.emergencyDrills,
    { schema: { tags, body: drillInputSchema, response: { 201: drillCreatedSchema, ...REFUSALS } } },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const facility = await findEmergencyFacility(scope);
        authorize(emergencyPolicy.canRecordLogs(scope.actor));
        const drill = await recordDrill({ ...scope, facility, input: request.body });
        return { drill: presentDrill(drill, await loadUserNames(scope.trx, [drill.recorded_by])) };
      });
      return reply.status(201).send(answer);
    },
  );

  routes.get(
    API_PATHS.generatorTests,
    {
      schema: {
        tags,
        querystring: emergencyListQuerySchema,
        response: { 200: generatorTestsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const facility = await findEmergencyFacility(scope);
        authorize(emergencyPolicy.canReadLogs(scope.actor));
        return loadGeneratorTests(scope.trx, facility, request.query);
      }),
  );

  routes.post(
    API_PATHS.generatorTests,
    {
      schema: {
        tags,
        body: generatorTestInputSchema,
        response: { 201: generatorTestCreatedSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const facility = await findEmergencyFacility(scope);
        authorize(emergencyPolicy.canRecordLogs(scope.actor));
        const test = await recordGeneratorTest({ ...scope, facility, input: request.body });
        return {
          generatorTest: presentGeneratorTest(test, await loadUserNames(scope.trx, [test.signed_by])),
        };
      });
      return reply.status(201).send(answer);
    },
  );

  routes.get(
    API_PATHS.emergencyDocuments,
    {
      schema: {
        tags,
        querystring: emergencyListQuerySchema,
        response: { 200: emergencyDocumentsResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const facility = await findEmergencyFacility(scope);
        authorize(emergencyPolicy.canReadLogs(scope.actor));
        return loadEmergencyDocuments(scope.trx, facility, request.query);
      }),
  );

  routes.post(
    API_PATHS.emergencyDocuments,
    {
      schema: {
        tags,
        body: emergencyDocumentInputSchema,
        response: { 201: emergencyDocumentCreatedSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const facility = await findEmergencyFacility(scope);
        authorize(emergencyPolicy.canRecordLogs(scope.actor));
        const document = await recordEmergencyDocument({ ...scope, facility, input: request.body });
        const names = await loadUserNames(scope.trx, [document.recorded_by]);
        return { document: presentEmergencyDocument(document, names, facility.today) };
      });
      return reply.status(201).send(answer);
    },
  );
}
