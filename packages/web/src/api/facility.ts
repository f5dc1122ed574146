import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  facilitySecuritySchema,
  facilitySettingsResponseSchema,
  type ClosureDayInput,
  type FacilitySettingsInput,
  type FacilitySettingsResponse,
} from '@carenest/core';
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

/** The facility's settings and closure days (the administrator's own facility). */
export function useFacilitySettings() {
  return useQuery({
    queryKey: facilityKeys.settings(),
    queryFn: ({ signal }) => requestJson(API_PATHS.facility, facilitySettingsResponseSchema, { signal }),
  });
}

/** A write whose answer is the facility's settings as they now are: it replaces the cached ones. */
function useFacilitySettingsWrite<Input>(write: (input: Input) => Promise<FacilitySettingsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => queryClient.setQueryData(facilityKeys.settings(), saved),
  });
}

/** Saves the facility's settings. */
export function useSaveFacilitySettings() {
  return useFacilitySettingsWrite((settings: FacilitySettingsInput) =>
    requestJson(API_PATHS.facility, facilitySettingsResponseSchema, { method: 'PUT', body: settings }),
  );
}

/** Closes the facility on a day. */
export function useAddClosureDay() {
  return useFacilitySettingsWrite((day: ClosureDayInput) =>
    requestJson(API_PATHS.facilityClosureDays, facilitySettingsResponseSchema, { method: 'POST', body: day }),
  );
}

/** Opens the facility again on a closure day. */
export function useRemoveClosureDay() {
  return useFacilitySettingsWrite((date: string) =>
    requestJson(API_PATHS.facilityClosureDay(date), facilitySettingsResponseSchema, { method: 'DELETE' }),
  );
}
