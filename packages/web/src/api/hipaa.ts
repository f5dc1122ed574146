import {
  API_PATHS,
  hipaaRecordSchema,
  hipaaStatusResponseSchema,
  type HipaaSignInput,
  type HipaaStatusResponse,
} from '@carenest/core';
import { requestJson, requestWithoutBody, type ResponseParser } from './client.ts';

/** Query key of the HIPAA status (GET /api/hipaa); refetched when the server refuses a PHI route. */
export const HIPAA_QUERY_KEY = ['hipaa'] as const;

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
