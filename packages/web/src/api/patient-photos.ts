import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  patientPhotoResponseSchema,
  photoProposalResponseSchema,
  type PatientPhotoResponse,
  type PhotoProposalResponse,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { medicationKeys, patientKeys, patientPhotoKeys, transportKeys } from './query-keys.ts';

/** The form of a photo upload: the one file in the field `file`, as documents are sent. */
function photoForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** Everything that shows the child's photo reads it again: the chart and My Children (under the patients' keys), the eMAR, the routes. */
function refreshPhotos(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [patientKeys.all, medicationKeys.all, transportKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The chart's photo changed by staff: a new one, removing it, accepting or rejecting a proposal. */
function usePhotoWrite<Input, Answer>(write: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshPhotos(queryClient) });
}

/** Puts a new photo in the child's chart (staff). */
export function useUploadPatientPhoto() {
  return usePhotoWrite((input: { patientId: string; file: File }): Promise<PatientPhotoResponse> =>
    requestJson(API_PATHS.patientPhoto(input.patientId), patientPhotoResponseSchema, {
      method: 'PUT',
      body: photoForm(input.file),
    }),
  );
}

/** Removes the child's photo: the chart shows initials again (staff). */
export function useRemovePatientPhoto() {
  return usePhotoWrite((patientId: string): Promise<PatientPhotoResponse> =>
    requestJson(API_PATHS.patientPhoto(patientId), patientPhotoResponseSchema, { method: 'DELETE' }),
  );
}

/** Sends a parent's proposed photo of their child, for the care team to accept. */
export function useProposePatientPhoto() {
  return usePhotoWrite((input: { patientId: string; file: File }): Promise<PhotoProposalResponse> =>
    requestJson(API_PATHS.patientPhotoProposal(input.patientId), photoProposalResponseSchema, {
      method: 'PUT',
      body: photoForm(input.file),
    }),
  );
}

/** Accepts or rejects the proposal waiting for the child (staff). */
export function useDecidePhotoProposal() {
  return usePhotoWrite((input: { patientId: string; decision: 'accept' | 'reject' }): Promise<unknown> =>
    input.decision === 'accept'
      ? requestJson(API_PATHS.acceptPatientPhotoProposal(input.patientId), patientPhotoResponseSchema, {
          method: 'POST',
        })
      : requestJson(API_PATHS.rejectPatientPhotoProposal(input.patientId), photoProposalResponseSchema, {
          method: 'POST',
        }),
  );
}

/** The proposal waiting for the child, read only by those who may decide on it (`enabled`). */
export function usePhotoProposal(patientId: string, enabled: boolean) {
  return useQuery({
    queryKey: patientPhotoKeys.proposal(patientId),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.patientPhotoProposal(patientId), photoProposalResponseSchema, { signal }),
    enabled,
  });
}
