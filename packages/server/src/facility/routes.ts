import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_PATHS, facilitySecuritySchema, monitoringPolicy } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { updateFacilitySecurity } from './update-facility-security.ts';

/** The administrator's facility security settings: whether staff must use MFA. */
export async function facilityRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.facilitySecurity,
    { schema: { tags: ['facility'], response: { 200: facilitySecuritySchema, ...REFUSALS } } },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        const facility = actor.facilityId
          ? await trx
              .selectFrom('facilities')
              .select('require_mfa_for_staff')
              .where('id', '=', actor.facilityId)
              .executeTakeFirst()
          : undefined;
        if (!facility) throw notFound();
        authorize(monitoringPolicy.canReadFacilitySettings(actor));
        return { requireMfaForStaff: facility.require_mfa_for_staff };
      }),
  );

  routes.put(
    API_PATHS.facilitySecurity,
    {
      schema: {
        tags: ['facility'],
        body: facilitySecuritySchema,
        response: { 200: facilitySecuritySchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const facilityId = scope.actor.facilityId;
        if (!facilityId) throw notFound();
        authorize(monitoringPolicy.canUpdateFacilitySettings(scope.actor));
        return updateFacilitySecurity({
          ...scope,
          facilityId,
          requireMfaForStaff: request.body.requireMfaForStaff,
        });
      }),
  );
}
