import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { OAUTH_PATHS, smartConfiguration } from '@carenest/core/fhir';
import { auditContextOf } from '../../audit/request-context.ts';
import type { Database } from '../../db/schema.ts';
import { originOf } from '../fhir-base.ts';
import { hashAccessToken } from './access-token.ts';
import { authenticateClient, issueAccessToken, type OAuthError, type TokenRequest } from './issue-token.ts';

/** OAuth and SMART routes stay out of the CareNest API's OpenAPI document: SMART's configuration describes them. */
const HIDDEN = { schema: { hide: true } } as const;
const FORM = 'application/x-www-form-urlencoded';

/** Sends an OAuth error (RFC 6749, section 5.2), never cached. */
function sendOAuthError(reply: FastifyReply, error: OAuthError) {
  return reply
    .status(error.status)
    .header('cache-control', 'no-store')
    .send({ error: error.error, error_description: error.description });
}

/** The posted form, or an invalid_request error when the request was not form-urlencoded as OAuth requires. */
function formOf(request: FastifyRequest): TokenRequest | OAuthError {
  const isForm =
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() === FORM;
  if (!isForm || typeof request.body !== 'object' || request.body === null)
    return { status: 400, error: 'invalid_request', description: `Send the request as ${FORM}` };
  return request.body as TokenRequest;
}

/**
 * SMART on FHIR's authorization server (ARCHITECTURE.md, "FHIR"): the SMART configuration, the token endpoint for
 * backend services (client credentials with a `private_key_jwt` assertion, form-urlencoded, OAuth JSON errors)
 * and token revocation (RFC 7009).
 */
export async function oauthRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; publicUrl?: string },
): Promise<void> {
  const { db } = options;
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
    if (status === 500) request.log.error({ err: error }, 'OAuth request failed');
    return reply.status(status).send({ error: status === 500 ? 'server_error' : 'invalid_request' });
  });

  const configuration = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').send(smartConfiguration(originOf(request, options.publicUrl)));
  app.get('/.well-known/smart-configuration', HIDDEN, configuration);

  app.post(OAUTH_PATHS.token, HIDDEN, async (request, reply) => {
    const form = formOf(request);
    if ('error' in form) return sendOAuthError(reply, form);
    const audience = `${originOf(request, options.publicUrl)}${OAUTH_PATHS.token}`;
    const issued = await issueAccessToken(db, form, {
      audience,
      audit: auditContextOf(request),
      now: new Date(),
    });
    if ('error' in issued) return sendOAuthError(reply, issued);
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(issued);
  });

  app.post(OAUTH_PATHS.revoke, HIDDEN, async (request, reply) => {
    const form = formOf(request);
    if ('error' in form) return sendOAuthError(reply, form);
    const audience = `${originOf(request, options.publicUrl)}${OAUTH_PATHS.revoke}`;
    const authenticated = await authenticateClient(db, form, audience, new Date());
    if ('error' in authenticated) return sendOAuthError(reply, authenticated);
    const token = (form as { token?: string }).token;
    if (token)
      await db
        .updateTable('fhir_access_tokens')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', hashAccessToken(token))
        .where('client_id', '=', authenticated.client.id)
        .where('revoked_at', 'is', null)
        .execute();
    return reply.status(200).send();
  });
}
