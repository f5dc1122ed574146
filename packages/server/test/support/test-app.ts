import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isAdministrator, type SignInRole } from '@carenest/core';
import { buildApp } from '../../src/app.ts';
import { ephemeralSecrets } from '../../src/secrets.ts';
import type { Database } from '../../src/db/schema.ts';
import { TEST_PASSWORD, type TestUser } from './factories.ts';

/** The API on a test database, without the SPA. */
export function buildTestApp(db: Kysely<Database>): Promise<FastifyInstance> {
  return buildApp({ db, isDemoSeeded: false, secrets: ephemeralSecrets() });
}

/** The sign-in card a user of this role picks. */
export function cardFor(user: TestUser): SignInRole {
  return isAdministrator(user.role) ? 'administrator' : (user.role as SignInRole);
}

/** Signs a user in through the API and returns the Cookie header of the session. */
export async function signInAs(app: FastifyInstance, user: TestUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD, role: cardFor(user) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'carenest_session');
  if (!cookie) throw new Error('no session cookie');
  return `carenest_session=${cookie.value}`;
}
