import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, facilitySecuritySchema } from '@carenest/core';
import { requestJson } from './client.ts';
import { facilityKeys } from './query-keys.ts';

/** The facility's security settings. */
export type FacilitySecurity = ReturnType<typeof facilitySecuritySchema.parse>;

/** Reads whether the facility requires MFA of its staff. */
export function fetchFacilitySecurity(signal?: AbortSignal): Promise<FacilitySecurity> {
  return requestJson(API_PATHS.facilitySecurity, facilitySecuritySchema, { signal });
}

/** Changes whether the facility requires MFA of its staff. */
export function saveFacilitySecurity(settings: FacilitySecurity): Promise<FacilitySecurity> {
  return requestJson(API_PATHS.facilitySecurity, facilitySecuritySchema, { method: 'PUT', body: settings });
}

/** The facility's security settings. */
export function useFacilitySecurity() {
  return useQuery({
    queryKey: facilityKeys.security(),
    queryFn: ({ signal }) => fetchFacilitySecurity(signal),
  });
}

/** The MFA-required switch: the saved settings replace the cached ones. */
export function useSaveFacilitySecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFacilitySecurity,
    onSuccess: (saved) => queryClient.setQueryData(facilityKeys.security(), saved),
  });
}
