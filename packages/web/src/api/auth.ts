import { useMutation, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  currentSessionResponseSchema,
  demoAccountsResponseSchema,
  registrationResponseSchema,
  sessionResponseSchema,
  signInResponseSchema,
  type RegistrationInput,
  type SessionUser,
  type SignInInput,
  type SignInResponse,
} from '@carenest/core';
import { requestJson, requestWithoutBody } from './client.ts';
import { authKeys } from './query-keys.ts';

/** One account of the Demo Access box. */
export type DemoAccount = ReturnType<typeof demoAccountsResponseSchema.parse>['accounts'][number];

/** The second step of an MFA sign-in: the challenge of the first step and a TOTP or recovery code. */
export interface MfaSignInInput {
  challengeToken: string;
  code: string;
}

/** Setting a new password through a one-time reset link. */
export interface PasswordResetCompleteInput {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Restores the session from the cookie: the signed-in user, or null when nobody is signed in
 * (the server answers 200 `{user: null}` for a visitor). Also keeps the server session alive.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const { user } = await requestJson(API_PATHS.session, currentSessionResponseSchema);
  return user;
}

/**
 * Signs in with email, password and the chosen role card. Answers either the user (the server set
 * the session cookie) or, for an account with MFA, the challenge to answer with a code.
 */
export async function signInWithPassword(input: SignInInput): Promise<SignInResponse> {
  return requestJson(API_PATHS.login, signInResponseSchema, { method: 'POST', body: input });
}

/** Completes an MFA sign-in with a 6-digit TOTP code or a recovery code; the server sets the cookie. */
export async function signInWithMfaCode(input: MfaSignInInput): Promise<SessionUser> {
  const { user } = await requestJson(API_PATHS.loginMfa, sessionResponseSchema, {
    method: 'POST',
    body: input,
  });
  return user;
}

/**
 * Sends a self-registration. The answer is the same for a new and a taken email; a new account is signed in
 * by the cookie that comes back, so the caller reads the session next.
 */
export async function registerAccount(input: RegistrationInput): Promise<void> {
  await requestJson(API_PATHS.register, registrationResponseSchema, { method: 'POST', body: input });
}

/** Ends the session on the server (the cookie is revoked and cleared). */
export async function signOutOfSession(): Promise<void> {
  await requestWithoutBody(API_PATHS.logout, { method: 'POST' });
}

/** Asks for a password reset link; the server answers the same whether or not the email exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await requestWithoutBody(API_PATHS.passwordResetRequest, { method: 'POST', body: { email } });
}

/** Sets a new password with the token of a reset link. */
export async function completePasswordReset(input: PasswordResetCompleteInput): Promise<void> {
  await requestWithoutBody(API_PATHS.passwordResetComplete, { method: 'POST', body: input });
}

/** Lists the demo accounts for the Demo Access box (empty when the database holds no demo data). */
export async function fetchDemoAccounts(): Promise<DemoAccount[]> {
  const { accounts } = await requestJson(API_PATHS.demoAccounts, demoAccountsResponseSchema);
  return accounts;
}

/** The Demo Access box's accounts as a query: they change only with the demo data, so they never go stale. */
export const demoAccountsQueryOptions = {
  queryKey: authKeys.demoAccounts(),
  queryFn: fetchDemoAccounts,
  staleTime: Infinity,
} as const;

/** The Demo Access box's accounts. */
export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions);
}

/** The Forgot password form. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** The Reset password form of a one-time link. */
export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
