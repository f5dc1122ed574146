import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { Bundle, Patient } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const ORIGIN = 'http://localhost:80';
const TOKEN_URL = `${ORIGIN}/oauth/token`;

/** A client's key pair: the public JWK it registers, the private key it signs assertions with. */
function keyPair(kind: 'EC' | 'RSA') {
  const { publicKey, privateKey } =
    kind === 'EC'
      ? generateKeyPairSync('ec', { namedCurve: 'P-384' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  return {
    jwk: { ...publicKey.export({ format: 'jwk' }), kid },
    privateKey,
    kid,
    algorithm: kind === 'EC' ? 'ES384' : 'RS384',
  };
}

/** A signed client assertion (RFC 7523) with the claims given over sensible defaults. */
function assertion(
  key: { privateKey: KeyObject; kid: string; algorithm: string },
  clientId: string,
  claims: object = {},
) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = encode({ alg: key.algorithm, kid: key.kid, typ: 'JWT' });
  const payload = encode({
    iss: clientId,
    sub: clientId,
    aud: TOKEN_URL,
    exp: Math.floor(Date.now() / 1000) + 240,
    jti: randomUUID(),
    ...claims,
  });
  const signature = sign('sha384', Buffer.from(`${header}.${payload}`), {
    key: key.privateKey,
    ...(key.algorithm === 'ES384' ? { dsaEncoding: 'ieee-p1363' as const } : {}),
  });
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

describe.each(TEST_DATABASES)('SMART backend services on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind, { signIn: 'database' });
  let team: CareTeam;
  const ecKey = keyPair('EC');
  const rsaKey = keyPair('RSA');
  let clientId: string;

  const tokenRequest = (form: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
    suite.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': contentType },
      payload: contentType.includes('json') ? JSON.stringify(form) : new URLSearchParams(form).toString(),
    });
  const clientCredentials = (signed: string, scope = 'system/*.rs') => ({
    grant_type: 'client_credentials',
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: signed,
    scope,
  });
  const fhirAsClient = (token: string, path: string) =>
    suite.inject({ method: 'GET', url: `/fhir/R4${path}`, headers: { authorization: `Bearer ${token}` } });

  it('publishes the SMART configuration at the site and at the FHIR base', async () => {
    for (const url of ['/.well-known/smart-configuration', '/fhir/R4/.well-known/smart-configuration']) {
      const response = await suite.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        token_endpoint: TOKEN_URL,
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
        grant_types_supported: ['client_credentials'],
        capabilities: expect.arrayContaining(['client-confidential-asymmetric']),
      });
    }
  });

  describe('registering clients', () => {
    it('sets up the team', async () => {
      team = await createCareTeam(suite.database.db);
    });

    it('refuses the nurse 403, and a JWKS with a private key or without keys 400', async () => {
      const body = { name: 'Plan reader', jwks: { keys: [ecKey.jwk] }, scopes: ['system/*.rs'] };
      expect((await suite.post(team.people.nurse, '/api/fhir-clients', body)).statusCode).toBe(403);
      const privateJwk = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({
        format: 'jwk',
      });
      const withPrivate = await suite.post(team.people.admin, '/api/fhir-clients', {
        ...body,
        jwks: { keys: [{ ...privateJwk, kid: 'k' }] },
      });
      expect(withPrivate.statusCode).toBe(400);
      const empty = await suite.post(team.people.admin, '/api/fhir-clients', { ...body, jwks: { keys: [] } });
      expect(empty.json().error.fields['jwks.keys']).toBe('The JWKS must hold at least one key');
      const userScope = await suite.post(team.people.admin, '/api/fhir-clients', {
        ...body,
        scopes: ['user/*.rs'],
      });
      expect(userScope.statusCode).toBe(400);
    });

    it('registers a client for the administrator’s facility, audited, and lists it', async () => {
      const response = await suite.post(team.people.admin, '/api/fhir-clients', {
        name: 'Sunshine Health Plan',
        jwks: { keys: [ecKey.jwk, rsaKey.jwk] },
        scopes: ['system/*.rs'],
      });
      expect(response.statusCode).toBe(201);
      clientId = response.json().client.id;
      expect(response.json().client).toMatchObject({
        name: 'Sunshine Health Plan',
        keyIds: [ecKey.kid, rsaKey.kid],
        activeTokenCount: 0,
      });
      const list = await suite.get(team.people.admin, '/api/fhir-clients');
      expect(list.json().clients.map((client: { id: string }) => client.id)).toEqual([clientId]);
      expect((await suite.get(team.people.otherAdmin, '/api/fhir-clients')).json().clients).toEqual([]);
      const audit = await suite.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('resource_id', '=', clientId)
        .execute();
      expect(audit.map((row) => row.action)).toContain('REGISTER_FHIR_CLIENT');
    });

    it('answers another facility’s administrator 404 for the client', async () => {
      expect(
        (await suite.post(team.people.otherAdmin, `/api/fhir-clients/${clientId}/tokens/revoke`)).statusCode,
      ).toBe(404);
      expect(
        (await suite.post(team.people.otherAdmin, `/api/fhir-clients/${clientId}/revoke`)).statusCode,
      ).toBe(404);
    });
  });

  describe('the token endpoint', () => {
    it('takes only form-urlencoded requests and the client-credentials grant, answering OAuth errors', async () => {
      const json = await tokenRequest(clientCredentials(assertion(ecKey, clientId)), 'application/json');
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ error: 'invalid_request' });
      const code = await tokenRequest({
        ...clientCredentials(assertion(ecKey, clientId)),
        grant_type: 'authorization_code',
      });
      expect(code.json()).toMatchObject({ error: 'unsupported_grant_type' });
    });

    it('refuses a bad signature, a wrong audience, a long-lived or expired assertion and an unknown client', async () => {
      const other = keyPair('EC');
      const cases = [
        assertion({ ...other, kid: ecKey.kid }, clientId),
        assertion(ecKey, clientId, { aud: 'https://elsewhere.example/token' }),
        assertion(ecKey, clientId, { exp: Math.floor(Date.now() / 1000) + 3600 }),
        assertion(ecKey, clientId, { exp: Math.floor(Date.now() / 1000) - 600 }),
        assertion(ecKey, randomUUID()),
        'not-a-jwt',
      ];
      for (const signed of cases) {
        const response = await tokenRequest(clientCredentials(signed));
        expect(response.statusCode, signed.slice(0, 20)).toBe(401);
        expect(response.json().error).toBe('invalid_client');
      }
    });

    it('refuses scopes the registration does not cover, and a replayed assertion', async () => {
      expect(
        (await tokenRequest(clientCredentials(assertion(ecKey, clientId), 'user/*.rs'))).json().error,
      ).toBe('invalid_scope');
      const signed = assertion(rsaKey, clientId);
      expect((await tokenRequest(clientCredentials(signed))).statusCode).toBe(200);
      const replay = await tokenRequest(clientCredentials(signed));
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error_description).toBe('This client assertion was already used');
    });

    it('issues a five-minute token, audited, that reads the facility’s children and nothing else', async () => {
      const response = await tokenRequest(clientCredentials(assertion(ecKey, clientId)));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const issued = response.json();
      expect(issued).toMatchObject({ token_type: 'Bearer', expires_in: 300, scope: 'system/*.rs' });
      const bundle = (await fhirAsClient(issued.access_token, '/Patient')).json() as Bundle<Patient>;
      expect(bundle.entry?.map((entry) => entry.resource?.id).sort()).toEqual(
        [team.children.lily, team.children.zoe].sort(),
      );
      expect((await fhirAsClient(issued.access_token, `/Patient/${team.children.omar}`)).statusCode).toBe(
        404,
      );
      const reads = await suite.database.db
        .selectFrom('audit_log')
        .select(['new_values', 'user_role'])
        .where('action', '=', 'FHIR_READ')
        .where('resource_id', '=', team.children.zoe)
        .execute();
      expect(reads[0]).toMatchObject({
        user_role: 'fhir_client',
        new_values: { client: `Sunshine Health Plan (${clientId})` },
      });
      const issues = await suite.database.db
        .selectFrom('audit_log')
        .select('success')
        .where('action', '=', 'ISSUE_FHIR_TOKEN')
        .where('resource_id', '=', clientId)
        .execute();
      expect(issues.filter((row) => row.success)).toHaveLength(2);
    });

    it('limits a token to its scopes: a Patient-only token may not read Observations', async () => {
      await suite.database.db
        .updateTable('fhir_clients')
        .set({ scopes: ['system/*.rs', 'system/Patient.rs'] })
        .where('id', '=', clientId)
        .execute();
      const token = (
        await tokenRequest(clientCredentials(assertion(ecKey, clientId), 'system/Patient.rs'))
      ).json().access_token;
      expect((await fhirAsClient(token, '/Patient')).statusCode).toBe(200);
      const observations = await fhirAsClient(token, '/Observation');
      expect(observations.statusCode).toBe(403);
      expect(observations.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ code: 'forbidden' }],
      });
    });

    it('answers 401 once the administrator revokes the client’s tokens, and refuses a revoked client', async () => {
      const token = (await tokenRequest(clientCredentials(assertion(ecKey, clientId)))).json().access_token;
      const revoked = await suite.post(team.people.admin, `/api/fhir-clients/${clientId}/tokens/revoke`);
      expect(revoked.json().revokedTokenCount).toBeGreaterThanOrEqual(1);
      const answer = await fhirAsClient(token, '/Patient');
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'login' }] });
      expect(
        (await suite.post(team.people.admin, `/api/fhir-clients/${clientId}/revoke`)).json().client.revokedAt,
      ).not.toBeNull();
      expect((await tokenRequest(clientCredentials(assertion(ecKey, clientId)))).json().error).toBe(
        'invalid_client',
      );
    });
  });
});
