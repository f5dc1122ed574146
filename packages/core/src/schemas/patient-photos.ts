import { z } from 'zod';
import { instantSchema, personReferenceSchema } from './common.ts';

/** The query of a photo's address: the photo's id, so that a new photo is a new address for the browser. */
export const patientPhotoQuerySchema = z.object({ v: z.uuid().optional() });

/** The answer of a change of the photo: where the chart now loads it from (null: initials instead). */
export const patientPhotoResponseSchema = z.object({ photoUrl: z.string().nullable() });
/** The answer of a change of the photo. */
export type PatientPhotoResponse = z.infer<typeof patientPhotoResponseSchema>;

/** A parent's proposed photo waiting for the care team: who sent it, when, and where its image loads from. */
export const photoProposalSchema = z.object({
  proposedBy: personReferenceSchema,
  proposedAt: instantSchema,
  imageUrl: z.string(),
});
/** A parent's proposed photo. */
export type PhotoProposal = z.infer<typeof photoProposalSchema>;

/** GET /api/patients/{patientId}/photo-proposal: the proposal waiting for review, if any. */
export const photoProposalResponseSchema = z.object({ proposal: photoProposalSchema.nullable() });
/** The answer of GET /api/patients/{patientId}/photo-proposal. */
export type PhotoProposalResponse = z.infer<typeof photoProposalResponseSchema>;
