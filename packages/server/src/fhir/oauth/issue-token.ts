import { ACCESS_TOKEN_SECONDS, grantableScopes } from '@carenest/core/fhir';
import type { Kysely } from 'kysely';
import { appendAudit, type AuditContext } from '../../audit/append-audit.ts';
import type { Database } from '../../db/schema.ts';
import { claimedClientId, verifyClientAssertion } from './client-assertion.ts';
import { createAccessToken, hashAccessToken } from './access-token.ts';

/** An OAuth error answer (RFC 6749, section 5.2). */
export interface OAuthError {
  status: 400 | 401;
  error: 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';
  description: string;
}

/** The token endpoint's form, as posted. */
export interface TokenRequest {
  grant_type?: string;
  client_assertion_type?: string;
  client_assertion?: string;
  scope?: string;
}

const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The client a request authenticates as (`private_key_jwt`), or the OAuth error to answer. */
export async function authenticateClient(
  db: Kysely<Database>,
  form: TokenRequest,
  audience: string,
  now: Date,
): Promise<
  | {
      client: { id: string; name: string; facilityId: string; scopes: string[] };
      jti: string;
      jtiExpiresAt: Date;
    }
  | OAuthError
> {
  if (form.client_assertion_type !== JWT_BEARER || !form.client_assertion)
    return {
      status: 401,
      error: 'invalid_client',
      description: 'Authenticate with a private_key_jwt client assertion',
    };
  const clientId = claimedClientId(form.client_assertion);
  const client =
    clientId && UUID.test(clientId)
      ? await db
          .selectFrom('fhir_clients')
          .select(['id', 'name', 'facility_id', 'scopes', 'jwks'])
          .where('id', '=', clientId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst()
      : undefined;
  if (!client) return { status: 401, error: 'invalid_client', description: 'Unknown or revoked client' };
  const verified = verifyClientAssertion(form.client_assertion, {
    clientId: client.id,
    jwks: client.jwks,
    audience,
    now,
  });
  if ('reason' in verified) return { status: 401, error: 'invalid_client', description: verified.reason };
  return {
    client: { id: client.id, name: client.name, facilityId: client.facility_id, scopes: client.scopes },
    jti: verified.claims.jti,
    jtiExpiresAt: verified.claims.expiresAt,
  };
}

/**
 * The client-credentials grant of SMART backend services: authenticates the client, refuses a replayed
 * assertion, grants the requested scopes its registration covers and issues a token for ACCESS_TOKEN_SECONDS.
 * Every token issued (and every refusal of a known client) is audited as ISSUE_FHIR_TOKEN, in the transaction that
 * stores it.
 */
export async function issueAccessToken(
  db: Kysely<Database>,
  form: TokenRequest,
  options: { audience: string; audit: AuditContext; now: Date },
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; scope: string } | OAuthError> {
  if (form.grant_type !== 'client_credentials')
    return {
      status: 400,
      error: 'unsupported_grant_type',
      description: 'Only client_credentials is supported',
    };
  const authenticated = await authenticateClient(db, form, options.audience, options.now);
  if ('error' in authenticated) return authenticated;
  const { client } = authenticated;
  const requested = (form.scope ?? '').split(' ').filter(Boolean);
  const granted = requested.length > 0 ? grantableScopes(requested, client.scopes) : undefined;
  return db.transaction().execute(async (trx) => {
    const audit = (success: boolean, values: object, errorMessage: string | null = null) =>
      appendAudit(trx, options.audit, {
        action: 'ISSUE_FHIR_TOKEN',
        resourceType: 'FHIR_CLIENT',
        resourceId: client.id,
        newValues: { client: client.name, ...values },
        success,
        errorMessage,
      });
    const fresh = await trx
      .insertInto('fhir_client_assertions')
      .values({ client_id: client.id, jti: authenticated.jti, expires_at: authenticated.jtiExpiresAt })
      .onConflict((conflict) => conflict.doNothing())
      .returning('jti')
      .executeTakeFirst();
    if (!fresh) {
      const description = 'This client assertion was already used';
      await audit(false, { requested }, description);
      return { status: 401, error: 'invalid_client', description } as const;
    }
    if (!granted) {
      const description = `Request scopes the client is registered for: ${client.scopes.join(' ')}`;
      await audit(false, { requested }, description);
      return { status: 400, error: 'invalid_scope', description } as const;
    }
    const token = createAccessToken();
    const expiresAt = new Date(options.now.getTime() + ACCESS_TOKEN_SECONDS * 1000);
    await trx
      .insertInto('fhir_access_tokens')
      .values({
        token_hash: hashAccessToken(token),
        client_id: client.id,
        scopes: granted,
        expires_at: expiresAt,
      })
      .execute();
    await audit(true, { scopes: granted, expiresAt: expiresAt.toISOString() });
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: granted.join(' '),
    } as const;
  });
}
