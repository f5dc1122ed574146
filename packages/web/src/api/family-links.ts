import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  familyAccessResponseSchema,
  issuedFamilyCodeSchema,
  linkChildResponseSchema,
  type LinkChildInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { dashboardKeys, familyAccessKeys, patientKeys } from './query-keys.ts';

/** A child's linked parents and issued family codes (administrators). */
export function useFamilyAccess(patientId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: familyAccessKeys.detail(patientId),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.familyAccess(patientId), familyAccessResponseSchema, { signal }),
    enabled: isEnabled,
  });
}

/** A family-access write that refreshes the card. */
function useFamilyAccessWrite<Variables, Answer>(
  patientId: string,
  write: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyAccessKeys.detail(patientId) }),
  });
}

/** Issues a one-time family code for the child; the answer holds the code, shown once. */
export function useIssueFamilyCode(patientId: string) {
  return useFamilyAccessWrite(patientId, () =>
    requestJson(API_PATHS.familyCodes(patientId), issuedFamilyCodeSchema, { method: 'POST' }),
  );
}

/** Revokes an active family code of the child. */
export function useRevokeFamilyCode(patientId: string) {
  return useFamilyAccessWrite(patientId, (codeId: string) =>
    requestJson(API_PATHS.familyCodeRevoke(codeId), familyAccessResponseSchema, { method: 'POST' }),
  );
}

/** Unlinks a parent from the child. */
export function useUnlinkParent(patientId: string) {
  return useFamilyAccessWrite(patientId, (parentId: string) =>
    requestJson(API_PATHS.patientParent(patientId, parentId), familyAccessResponseSchema, {
      method: 'DELETE',
    }),
  );
}

/** A parent links a child to their account; their children list and dashboard refresh. */
export function useLinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkChildInput) =>
      requestJson(API_PATHS.linkChild, linkChildResponseSchema, { method: 'POST', body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
