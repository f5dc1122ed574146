import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { API_PATHS, errorResponseSchema, passwordLinksResponseSchema } from '@carenest/core';
import { requirePermission } from '../shared/actor.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { openSealedText } from '../lib/sealed-text.ts';
import type { Secrets } from '../secrets.ts';

/** The one-time links of the facility's users that no email carried, for the administrator to hand over. */
export async function passwordLinkRoutes(
  app: FastifyInstance,
  { db, secrets }: { db: Kysely<Database>; secrets: Secrets },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.passwordLinks,
    {
      schema: {
        tags: ['users'],
        response: { 200: passwordLinksResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const actor = requirePermission(request, 'users', 'update');
      let rows = db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select([
          'users.id',
          'users.email',
          'users.first_name',
          'users.last_name',
          'password_reset_tokens.purpose',
          'password_reset_tokens.delivery_ciphertext',
          'password_reset_tokens.expires_at',
        ])
        .where('password_reset_tokens.used_at', 'is', null)
        .where('password_reset_tokens.expires_at', '>', new Date())
        .where('password_reset_tokens.delivery_ciphertext', 'is not', null);
      if (actor.role !== 'super_admin') rows = rows.where('users.facility_id', '=', actor.facilityId);
      const links = await rows.orderBy('password_reset_tokens.expires_at', 'desc').execute();
      await db.transaction().execute((trx) =>
        appendAudit(trx, auditContextOf(request), {
          action: 'VIEW_PASSWORD_LINKS',
          resourceType: 'USER',
          newValues: { count: links.length },
        }),
      );
      return {
        links: links.map((row) => ({
          userId: row.id,
          userEmail: row.email,
          userName: `${row.first_name} ${row.last_name}`,
          purpose: row.purpose,
          path: openSealedText(secrets.encryptionKey, row.delivery_ciphertext!),
          expiresAt: row.expires_at.toISOString(),
        })),
      };
    },
  );
}
