import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  createFacilityResponseSchema,
  createFacilitySchema,
  errorResponseSchema,
  facilityListQuerySchema,
  facilityListResponseSchema,
  facilityPolicy,
} from '@carenest/core';
import { passwordLinkPath } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import { conflict } from '../lib/http-error.ts';
import type { SendMail } from '../lib/mailer.ts';
import { REFUSALS } from '../lib/refusals.ts';
import type { Secrets } from '../secrets.ts';
import { authorize } from '../shared/actor.ts';
import { refusingDuplicate } from '../shared/database-errors.ts';
import { pageOf, pageWindow } from '../shared/pagination.ts';
import { withinTransaction } from '../shared/request-scope.ts';
import { unusablePasswordHash } from '../users/index.ts';
import { createFacility, presentFacilitySummary } from './create-facility.ts';

/** Options of the facility list and creation routes. */
export interface FacilitiesRoutesOptions {
  db: Kysely<Database>;
  secrets: Secrets;
  /** Email, when configured: how to send, and PUBLIC_URL, the only origin a mailed link is built on. */
  mail?: { send: SendMail; publicUrl: string };
}

/**
 * The super_admin's facilities: the list, and a new facility with its first administrator, who is invited
 * through a one-time setup link: emailed when email is configured, else answered once to hand over.
 */
export async function facilitiesRoutes(
  app: FastifyInstance,
  { db, secrets, mail }: FacilitiesRoutesOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.facilities,
    {
      schema: {
        tags: ['facility'],
        querystring: facilityListQuerySchema,
        response: { 200: facilityListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async ({ trx, actor }) => {
        authorize(facilityPolicy.canCreate(actor));
        const { limit, offset } = pageWindow(request.query);
        const rows = await trx
          .selectFrom('facilities')
          .select(['id', 'name', 'timezone', 'state_rule_set', 'licensed_capacity', 'created_at'])
          .select(sql<number>`(count(*) OVER ())::int`.as('total'))
          .orderBy('name')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute();
        const total =
          rows[0]?.total ??
          (
            await trx
              .selectFrom('facilities')
              .select(sql<number>`count(*)::int`.as('count'))
              .executeTakeFirstOrThrow()
          ).count;
        return pageOf(rows.map(presentFacilitySummary), total, request.query);
      }),
  );

  routes.post(
    API_PATHS.facilities,
    {
      schema: {
        tags: ['facility'],
        body: createFacilitySchema,
        response: { 201: createFacilityResponseSchema, ...REFUSALS, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const passwordHash = await unusablePasswordHash();
      const created = await refusingDuplicate(
        withinTransaction(db, request, async (scope) => {
          authorize(facilityPolicy.canCreate(scope.actor));
          return createFacility({
            ...scope,
            input: request.body,
            passwordHash,
            encryptionKey: secrets.encryptionKey,
            isEmailed: mail !== undefined,
          });
        }),
        conflict(MESSAGES.failedToCreateFacility, { 'administrator.email': MESSAGES.failedToCreateFacility }),
      );
      const path = passwordLinkPath(created.invitationToken);
      if (mail) {
        await mail
          .send({
            to: created.administrator.email,
            subject: 'You are invited to CareNest',
            text: `You are the administrator of ${created.facility.name} on CareNest. Choose your password through this link; it works once, for 30 minutes:\n\n${mail.publicUrl}${path}`,
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'facility invitation email not sent'));
      }
      return reply.status(201).send({
        facility: created.facility,
        administrator: created.administrator,
        invitationLink: mail ? null : path,
      });
    },
  );
}
