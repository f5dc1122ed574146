import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { API_PATHS, errorResponseSchema, passwordLinksResponseSchema, userPolicy } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { openSealedText } from '../lib/sealed-text.ts';
import type { Secrets } from '../secrets.ts';
import { authorize, type Actor } from '../shared/actor.ts';
import { readAudited } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

/** The live links no email carried, of the accounts the actor manages (their facility; super_admin all). */
function loadUndeliveredLinks(trx: Transaction<Database>, actor: Actor, now: Date) {
  const rows = trx
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
    .where('password_reset_tokens.expires_at', '>', now)
    .where('password_reset_tokens.delivery_ciphertext', 'is not', null)
    .where(isInFacilityScope(actor, 'users.facility_id'));
  return rows.orderBy('password_reset_tokens.expires_at', 'desc').execute();
}

/** The one-time links of the facility's users that no email carried, for the administrator to hand over. */
export async function passwordLinkRoutes(
  app: FastifyInstance,
  { db, secrets }: { db: Kysely<Database>; secrets: Secrets },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.passwordLinks,
    {
      config: auditedRead('VIEW_PASSWORD_LINKS', 'USER'),
      schema: {
        tags: ['users'],
        response: { 200: passwordLinksResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        authorize(userPolicy.canReadPasswordLinks(actor));
        const links = await loadUndeliveredLinks(trx, actor, now);
        const answer = {
          links: links.map((row) => ({
            userId: row.id,
            userEmail: row.email,
            userName: `${row.first_name} ${row.last_name}`,
            purpose: row.purpose,
            path: openSealedText(secrets.encryptionKey, row.delivery_ciphertext!),
            expiresAt: row.expires_at.toISOString(),
          })),
        };
        return { answer, details: { count: links.length } };
      }),
  );
}
