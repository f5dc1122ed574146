import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@carenest/core';
import { ApiError } from '../api/client.ts';
import { authKeys, hipaaKeys, patientKeys } from '../api/query-keys.ts';
import { createQueryClient } from './query-client.ts';

const SIGNED_IN = { user: { id: 'u-1' } };
const expired = new ApiError(401, ERROR_CODES.unauthenticated, MESSAGES.internalError);
const hipaaRequired = new ApiError(403, ERROR_CODES.hipaaRequired, MESSAGES.hipaaRequired);

/** The app's query client with a signed-in session and a fresh HIPAA status in its cache. */
function signedInClient() {
  const client = createQueryClient();
  client.setQueryData(authKeys.session(), SIGNED_IN);
  client.setQueryData(hipaaKeys.status(), { isValid: true });
  return client;
}

describe('the query client', () => {
  it('forgets the session when a data query answers 401, so the guards send the user to sign in', async () => {
    const client = signedInClient();
    await client
      .fetchQuery({ queryKey: patientKeys.all, queryFn: () => Promise.reject(expired) })
      .catch(() => undefined);
    expect(client.getQueryData(authKeys.session())).toBeNull();
  });

  it('forgets the session when a write answers 401 UNAUTHENTICATED, but not after refused credentials', async () => {
    const client = signedInClient();
    const write = (error: ApiError) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error), retry: false })
        .execute(undefined);
    await write(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password')).catch(() => undefined);
    expect(client.getQueryData(authKeys.session())).toEqual(SIGNED_IN);
    await write(expired).catch(() => undefined);
    expect(client.getQueryData(authKeys.session())).toBeNull();
  });

  it('reads the HIPAA status again when an answer says the agreement is required', async () => {
    const client = signedInClient();
    await client
      .fetchQuery({ queryKey: patientKeys.all, queryFn: () => Promise.reject(hipaaRequired) })
      .catch(() => undefined);
    expect(client.getQueryState(hipaaKeys.status())?.isInvalidated).toBe(true);
    expect(client.getQueryData(authKeys.session())).toEqual(SIGNED_IN);
  });

  it('does not retry a refusal, only what may pass on a second try', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    expect(retry(0, new ApiError(503, 'INTERNAL_ERROR', 'down'))).toBe(true);
    expect(retry(2, new ApiError(503, 'INTERNAL_ERROR', 'down'))).toBe(false);
  });
});
