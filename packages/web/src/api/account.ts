import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  accountSessionsResponseSchema,
  mfaEnableResponseSchema,
  mfaSetupResponseSchema,
  type PasswordChangeInput,
} from '@carenest/core';
import { requestJson, requestWithoutBody } from './client.ts';
import { accountKeys, authKeys } from './query-keys.ts';

/** The secret of a new authenticator enrolment, its otpauth URI and its QR code (PNG data URL). */
export type MfaSetup = ReturnType<typeof mfaSetupResponseSchema.parse>;

/** One of the signed-in user's open sessions. */
export type AccountSession = ReturnType<typeof accountSessionsResponseSchema.parse>['sessions'][number];

/** Changes the user's password; the server ends every other session and renews this one's cookie. */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await requestWithoutBody(API_PATHS.password, { method: 'POST', body: input });
}

/** Starts an authenticator enrolment (refused with 409 when MFA is already on). */
export async function startMfaSetup(): Promise<MfaSetup> {
  return requestJson(API_PATHS.mfaSetup, mfaSetupResponseSchema, { method: 'POST' });
}

/** Confirms the enrolment with a code from the authenticator; answers the ten one-time recovery codes. */
export async function enableMfa(code: string): Promise<string[]> {
  const { recoveryCodes } = await requestJson(API_PATHS.mfaEnable, mfaEnableResponseSchema, {
    method: 'POST',
    body: { code },
  });
  return recoveryCodes;
}

/** Turns MFA off, proven by the password and a current authenticator or recovery code. */
export async function disableMfa(input: { password: string; code: string }): Promise<void> {
  await requestWithoutBody(API_PATHS.mfaDisable, { method: 'POST', body: input });
}

/** Lists the user's own open sessions, most recently active first. */
export async function fetchAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const { sessions } = await requestJson(API_PATHS.sessions, accountSessionsResponseSchema, { signal });
  return sessions;
}

/** Ends one of the user's other sessions (that device is signed out). */
export async function endAccountSession(sessionId: string): Promise<void> {
  await requestWithoutBody(`${API_PATHS.sessions}/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}

/** The user's open sessions. */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => fetchAccountSessions(signal),
  });
}

/** Refreshes the signed-in user (MFA flags) and their sessions after a change to their own account. */
function useRefreshOwnAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authKeys.session() }),
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    ]);
}

/** End on one of the user's sessions. */
export function useEndAccountSession() {
  const refresh = useRefreshOwnAccount();
  return useMutation({
    mutationFn: (session: AccountSession) => endAccountSession(session.id),
    onSuccess: refresh,
  });
}

/** The Change Password form. */
export function useChangePassword() {
  const refresh = useRefreshOwnAccount();
  return useMutation({ mutationFn: changePassword, onSuccess: refresh });
}

/** Enable two-factor authentication: starts the enrolment (a 409 means it is on already: the user re-reads). */
export function useStartMfaSetup() {
  const refresh = useRefreshOwnAccount();
  return useMutation({ mutationFn: startMfaSetup, onError: refresh });
}

/** The enrolment's confirmation form; answers the recovery codes. */
export function useEnableMfa() {
  const refresh = useRefreshOwnAccount();
  return useMutation({ mutationFn: enableMfa, onSuccess: refresh });
}

/** The form that turns two-factor authentication off. */
export function useDisableMfa() {
  const refresh = useRefreshOwnAccount();
  return useMutation({ mutationFn: disableMfa, onSuccess: refresh });
}
