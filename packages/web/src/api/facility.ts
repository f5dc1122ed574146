import { API_PATHS, facilitySecuritySchema } from '@carenest/core';
import { requestJson } from './client.ts';

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
