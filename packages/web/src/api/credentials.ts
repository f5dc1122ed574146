import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  credentialListSchema,
  credentialResponseSchema,
  type CreateCredentialInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { staffingKeys } from './query-keys.ts';

/** A staff member's credentials, soonest to expire first (administrators, or the staff member their own). */
export function useCredentials(userId: string) {
  return useQuery({
    queryKey: staffingKeys.credentials(userId),
    queryFn: async ({ signal }) =>
      (await requestJson(API_PATHS.userCredentials(userId), credentialListSchema, { signal })).credentials,
  });
}

/** Records a credential of a staff member; their list is read again. */
export function useAddCredential(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCredentialInput) =>
      requestJson(API_PATHS.userCredentials(userId), credentialResponseSchema, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.credentials(userId) }),
  });
}

/** Verifies a credential again (yearly); the list is read again. */
export function useVerifyCredential(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) =>
      requestJson(API_PATHS.verifyCredential(userId, credentialId), credentialResponseSchema, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.credentials(userId) }),
  });
}
