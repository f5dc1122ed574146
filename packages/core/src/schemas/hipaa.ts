import { z } from 'zod';
import { instantSchema } from './common.ts';
import { MESSAGES } from '../messages.ts';

/** The HIPAA signature canvas of the spec: 600x200, black stroke of width 2. */
export const HIPAA_SIGNATURE_CANVAS = {
  width: 600,
  height: 200,
  strokeColor: '#000000',
  strokeWidth: 2,
} as const;

/** Largest signature image accepted, as a data URL. */
export const SIGNATURE_DATA_URL_MAX_LENGTH = 400_000;

/** A drawn signature as the canvas exports it: a PNG data URL. */
export const signatureDataUrlSchema = z
  .string({ error: MESSAGES.hipaaSignatureRequired })
  .max(SIGNATURE_DATA_URL_MAX_LENGTH, MESSAGES.hipaaSignatureRequired)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, MESSAGES.hipaaSignatureRequired);

/** Signing the agreement: both boxes of the wizard ticked and the drawn signature. */
export const hipaaSignSchema = z.object({
  readConfirmed: z.literal(true, { error: MESSAGES.hipaaReadRequired }),
  understoodConfirmed: z.literal(true, { error: MESSAGES.hipaaUnderstoodRequired }),
  signature: signatureDataUrlSchema,
});
/** A signing request. */
export type HipaaSignInput = z.infer<typeof hipaaSignSchema>;

/** A stored HIPAA compliance record, as the user sees it. */
export const hipaaRecordSchema = z.object({
  id: z.uuid(),
  userRole: z.string(),
  documentVersion: z.string(),
  signedAt: instantSchema,
  expiresAt: instantSchema,
  isActive: z.boolean(),
});

/** Answer of GET /api/hipaa: whether the gate must show, and the current valid record if any. */
export const hipaaStatusResponseSchema = z.object({
  requiresSignature: z.boolean(),
  record: hipaaRecordSchema.nullable(),
});
/** The HIPAA status. */
export type HipaaStatusResponse = z.infer<typeof hipaaStatusResponseSchema>;
