import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** A fresh account's details: a unique email, a valid password. */
export function newAccount(
  role: 'parent' | 'nurse' | 'therapist' | 'driver' | 'administrator',
  firstName = 'Casey',
) {
  return {
    firstName,
    lastName: 'Tester',
    email: `${role}-${randomUUID().slice(0, 8)}@e2e.example`,
    role,
    password: 'E2e!Passw0rd',
    confirmPassword: 'E2e!Passw0rd',
  };
}

/** Registers an account through the API and signs it out again, so a test can sign in through the screen. */
export async function registerThroughApi(
  request: APIRequestContext,
  account: ReturnType<typeof newAccount>,
): Promise<void> {
  const response = await request.post('/api/auth/register', { data: account });
  if (response.status() !== 201)
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  await request.post('/api/auth/logout');
}

/**
 * A client address of the documentation range for one test. The e2e server trusts X-Forwarded-For, so tests
 * that fail sign-ins on purpose do not use up the "5 failures from one IP" budget of the others.
 */
export function clientAddress(index: number): { 'X-Forwarded-For': string } {
  return { 'X-Forwarded-For': `198.51.100.${index}` };
}
