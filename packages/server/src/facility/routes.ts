import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_PATHS, facilitySecuritySchema } from '@carenest/core';
import { requirePermission } from '../shared/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';

/** The administrator's facility security settings: whether staff must use MFA. */
export async function facilityRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.facilitySecurity,
    { schema: { tags: ['facility'], response: { 200: facilitySecuritySchema, ...REFUSALS } } },
    async (request) => {
      const actor = requirePermission(request, 'users', 'update');
      if (!actor.facilityId) throw notFound();
      const row = await db
        .selectFrom('facilities')
        .select('require_mfa_for_staff')
        .where('id', '=', actor.facilityId)
        .executeTakeFirstOrThrow();
      return { requireMfaForStaff: row.require_mfa_for_staff };
    },
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
    async (request) => {
      const actor = requirePermission(request, 'users', 'update');
      const facilityId = actor.facilityId;
      if (!facilityId) throw notFound();
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('facilities')
          .select('require_mfa_for_staff')
          .where('id', '=', facilityId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('facilities')
          .set({ require_mfa_for_staff: request.body.requireMfaForStaff })
          .where('id', '=', facilityId)
          .execute();
        await appendAudit(trx, auditContextOf(request), {
          action: 'UPDATE_FACILITY_SECURITY',
          resourceType: 'FACILITY',
          resourceId: facilityId,
          oldValues: { requireMfaForStaff: before.require_mfa_for_staff },
          newValues: { requireMfaForStaff: request.body.requireMfaForStaff },
        });
        return { requireMfaForStaff: request.body.requireMfaForStaff };
      });
    },
  );
}
