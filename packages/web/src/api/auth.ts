import {
  API_PATHS,
  demoAccountsResponseSchema,
  sessionResponseSchema,
  type SessionUser,
  type SignInInput,
} from '@carenest/core';
import { ApiError, requestJson, requestWithoutBody } from './client.ts';

/** One account of the Demo Access box. */
export type DemoAccount = ReturnType<typeof demoAccountsResponseSchema.parse>['accounts'][number];

/** Restores the session from the cookie: the signed-in user, or null when nobody is signed in. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const { user } = await requestJson(API_PATHS.session, sessionResponseSchema);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Signs in with email, password and the chosen role card; the server sets the session cookie. */
export async function signInWithPassword(input: SignInInput): Promise<SessionUser> {
  const { user } = await requestJson(API_PATHS.login, sessionResponseSchema, { method: 'POST', body: input });
  return user;
}

/** Ends the session on the server (the cookie is revoked and cleared). */
export async function signOutOfSession(): Promise<void> {
  await requestWithoutBody(API_PATHS.logout, { method: 'POST' });
}

/** Lists the demo accounts for the Demo Access box (empty when the database holds no demo data). */
export async function fetchDemoAccounts(): Promise<DemoAccount[]> {
  const { accounts } = await requestJson(API_PATHS.demoAccounts, demoAccountsResponseSchema);
  return accounts;
}
