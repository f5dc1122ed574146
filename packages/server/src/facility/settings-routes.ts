import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  closureDayInputSchema,
  closureDayParamsSchema,
  facilityPolicy,
  facilityQuerySchema,
  facilitySettingsInputSchema,
  facilitySettingsResponseSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { addClosureDay, removeClosureDay } from './closure-days.ts';
import { findManagedFacility, presentFacilitySettings } from './facility-scope.ts';
import { loadFacilitySettings } from './load-facility-settings.ts';
import { updateFacilitySettings } from './update-facility-settings.ts';

const schema = { tags: ['facility'], querystring: facilityQuerySchema } as const;
const answers = { 200: facilitySettingsResponseSchema, ...REFUSALS };

/** The scoped load and the edit policy of a change to a facility's settings. */
async function loadEditableFacility(scope: CommandScope, facilityId: string | undefined) {
  const facility = await findManagedFacility(scope.trx, scope.actor, facilityId);
  if (!facility) throw notFound();
  authorize(facilityPolicy.canEdit(scope.actor, { facilityId: facility.id }));
  return facility;
}

/** The facility's settings as they are after a change, re-read in the change's transaction. */
async function answerAfterChange(scope: CommandScope, facilityId: string) {
  return presentFacilitySettings(scope.trx, (await loadFacilitySettings(scope.trx, facilityId))!, scope.now);
}

/**
 * The /facility screen's API (ARCHITECTURE.md, "Facility settings and state rules"): the settings of the
 * administrator's facility (a super_admin names one with `facilityId`), their change, and closure days.
 */
export async function facilitySettingsRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(API_PATHS.facility, { schema: { ...schema, response: answers } }, (request) =>
    withinTransaction(db, request, async ({ trx, actor, now }) => {
      const facility = await findManagedFacility(trx, actor, request.query.facilityId);
      if (!facility) throw notFound();
      authorize(facilityPolicy.canRead(actor, { facilityId: facility.id }));
      return presentFacilitySettings(trx, facility, now);
    }),
  );

  routes.put(
    API_PATHS.facility,
    { schema: { ...schema, body: facilitySettingsInputSchema, response: answers } },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const facility = await loadEditableFacility(scope, request.query.facilityId);
        await updateFacilitySettings({ ...scope, facility, input: request.body });
        return answerAfterChange(scope, facility.id);
      }),
  );

  routes.post(
    API_PATHS.facilityClosureDays,
    {
      schema: {
        ...schema,
        body: closureDayInputSchema,
        response: { 201: facilitySettingsResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const facility = await loadEditableFacility(scope, request.query.facilityId);
        await addClosureDay({ ...scope, facility, input: request.body });
        return answerAfterChange(scope, facility.id);
      });
      return reply.status(201).send(answer);
    },
  );

  routes.delete(
    '/api/facility/closure-days/:date',
    { schema: { ...schema, params: closureDayParamsSchema, response: answers } },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const facility = await loadEditableFacility(scope, request.query.facilityId);
        await removeClosureDay({ ...scope, facility, date: request.params.date });
        return answerAfterChange(scope, facility.id);
      }),
  );
}
