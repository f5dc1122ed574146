import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  billingCatalogueSchema,
  billingSettingsResponseSchema,
  authorizationListResponseSchema,
  claimDetailSchema,
  claimListResponseSchema,
  claimProposalResponseSchema,
  patientBillingDetailsResponseSchema,
  eligibilityCheckSchema,
  remittanceListResponseSchema,
  remittanceSummarySchema,
  type BillingSettingsInput,
  type CreateAuthorizationInput,
  type PatientBillingDetailsInput,
  type ClaimListQuery,
  type CreateClaimInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { billingKeys, patientKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** One page of claims with the stat cards. */
export function useClaims(query: ClaimListQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: billingKeys.claimList(query),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.claims, { ...query }), claimListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** One claim in full while `claimId` is set (an audited read). */
export function useClaim(claimId: string | null) {
  return useQuery({
    queryKey: billingKeys.claim(claimId ?? ''),
    queryFn: ({ signal }) => requestJson(API_PATHS.claim(claimId!), claimDetailSchema, { signal }),
    enabled: claimId !== null,
  });
}

/** The facility's services and the diagnosis codes, while `isEnabled`. */
export function useBillingCatalogue(isEnabled: boolean) {
  return useQuery({
    queryKey: billingKeys.catalogue(),
    queryFn: ({ signal }) => requestJson(API_PATHS.billingCatalogue, billingCatalogueSchema, { signal }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}

/** The facility's billing settings (null while none were entered). */
export function useBillingSettings(isEnabled: boolean) {
  return useQuery({
    queryKey: billingKeys.settings(),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.billingSettings, billingSettingsResponseSchema, { signal }),
    enabled: isEnabled,
  });
}

/** A billing write that refreshes every billing screen. */
function useBillingWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** Create Claim: a draft, its totals computed by the server. */
export function useCreateClaim() {
  return useBillingWrite((input: CreateClaimInput) =>
    requestJson(API_PATHS.claims, claimDetailSchema, { method: 'POST', body: input }),
  );
}

/** Submit Claim: the 837P is built, validated and queued for the clearinghouse. */
export function useSubmitClaim() {
  return useBillingWrite((claimId: string) =>
    requestJson(API_PATHS.claimSubmit(claimId), claimDetailSchema, { method: 'POST' }),
  );
}

/** Saves the facility's billing settings. */
export function useSaveBillingSettings() {
  return useBillingWrite((settings: BillingSettingsInput) =>
    requestJson(API_PATHS.billingSettings, billingSettingsResponseSchema, { method: 'PUT', body: settings }),
  );
}

/** The facility's latest posted remittances. */
export function useRemittances(isEnabled: boolean) {
  return useQuery({
    queryKey: billingKeys.remittances(),
    queryFn: ({ signal }) => requestJson(API_PATHS.remittances, remittanceListResponseSchema, { signal }),
    enabled: isEnabled,
  });
}

/** Posts an 835 file's text (all or nothing; a file posted before changes nothing). */
export function usePostRemittance() {
  return useBillingWrite((content: string) =>
    requestJson(API_PATHS.remittances, remittanceSummarySchema, { method: 'POST', body: { content } }),
  );
}

/** Check eligibility (a 270 to the payer); the chart is read again to show what the 271 said. */
export function useCheckEligibility(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      requestJson(API_PATHS.eligibilityChecks(patientId), eligibilityCheckSchema, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.detail(patientId) }),
  });
}

/** Correct (7) or void (8) an adjudicated claim: a new draft carrying the payer's claim number. */
export function useReplaceClaim() {
  return useBillingWrite(({ claimId, frequencyCode }: { claimId: string; frequencyCode: '7' | '8' }) =>
    requestJson(API_PATHS.claimReplacements(claimId), claimDetailSchema, {
      method: 'POST',
      body: { frequencyCode },
    }),
  );
}

/** A child's prior authorizations with the units used, while `patientId` is set. */
export function useAuthorizations(patientId: string | null) {
  return useQuery({
    queryKey: billingKeys.authorizations(patientId ?? ''),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.authorizations(patientId!), authorizationListResponseSchema, { signal }),
    enabled: patientId !== null,
  });
}

/** Adds a prior authorization for a child. */
export function useAddAuthorization(patientId: string) {
  return useBillingWrite((input: CreateAuthorizationInput) =>
    requestJson(API_PATHS.authorizations(patientId), authorizationListResponseSchema, {
      method: 'POST',
      body: input,
    }),
  );
}

/** Proposes draft claims from attendance for a range of days. */
export function useProposeClaims() {
  return useBillingWrite((range: { from: string; to: string }) =>
    requestJson(API_PATHS.claimProposals, claimProposalResponseSchema, { method: 'POST', body: range }),
  );
}

/** A child's billing details (sex and home address for the 837P). */
export function useBillingDetails(patientId: string) {
  return useQuery({
    queryKey: billingKeys.billingDetails(patientId),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.billingDetails(patientId), patientBillingDetailsResponseSchema, { signal }),
  });
}

/** Saves a child's billing details. */
export function useSaveBillingDetails(patientId: string) {
  return useBillingWrite((details: PatientBillingDetailsInput) =>
    requestJson(API_PATHS.billingDetails(patientId), patientBillingDetailsResponseSchema, {
      method: 'PUT',
      body: details,
    }),
  );
}
