import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  hipaaRecordSchema,
  hipaaStatusResponseSchema,
  type HipaaSignInput,
  type HipaaStatusResponse,
} from '@carenest/core';
import { requestJson, requestWithoutBody, type ResponseParser } from './client.ts';
import { hipaaKeys } from './query-keys.ts';

/** A stored HIPAA compliance record. */
export type HipaaRecord = ReturnType<typeof hipaaRecordSchema.parse>;

/** Answer of signing the agreement, `{record}`, checked with core's record schema. */
const hipaaSignResponseParser: ResponseParser<{ record: HipaaRecord }> = {
  parse(data) {
    const record =
      typeof data === 'object' && data !== null ? (data as { record?: unknown }).record : undefined;
    return { record: hipaaRecordSchema.parse(record) };
  },
};

/** Whether the signed-in user must sign the HIPAA agreement, and their current valid record. */
export async function fetchHipaaStatus(): Promise<HipaaStatusResponse> {
  return requestJson(API_PATHS.hipaaStatus, hipaaStatusResponseSchema);
}

/** Signs the agreement with both confirmations and the drawn signature (a 600x200 PNG data URL). */
export async function signHipaaAgreement(input: HipaaSignInput): Promise<HipaaRecord> {
  const { record } = await requestJson(API_PATHS.hipaaSign, hipaaSignResponseParser, {
    method: 'POST',
    body: input,
  });
  return record;
}

/** Declines the agreement; the server ends the session. */
export async function declineHipaaAgreement(): Promise<void> {
  await requestWithoutBody(API_PATHS.hipaaDecline, { method: 'POST' });
}

/** The HIPAA status query: its key, how it loads, and that it stays fresh for five minutes. */
export const hipaaStatusQueryOptions = queryOptions({
  queryKey: hipaaKeys.status(),
  queryFn: fetchHipaaStatus,
  staleTime: 5 * 60_000,
});

/** The HIPAA status, which decides whether the compliance gate shows. */
export function useHipaaStatus() {
  return useQuery(hipaaStatusQueryOptions);
}

/** Signing the agreement: the gate re-reads the status, and opens once it is valid. */
export function useSignHipaaAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signHipaaAgreement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hipaaKeys.all }),
  });
}

/** Declining the agreement (the server ends the session; the caller forgets it). */
export function useDeclineHipaaAgreement() {
  return useMutation({ mutationFn: declineHipaaAgreement });
}
