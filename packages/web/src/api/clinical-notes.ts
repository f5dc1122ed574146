import {
  API_PATHS,
  clinicalNoteListResponseSchema,
  clinicalNoteResponseSchema,
  type AmendClinicalNoteInput,
  type ClinicalNoteDetail,
  type ClinicalNoteListQuery,
  type ClinicalNoteListResponse,
  type CreateClinicalNoteInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { withQuery } from './query-string.ts';

/** First part of every clinical-notes query key, to refresh lists and details after a change. */
export const CLINICAL_NOTES_QUERY_KEY = 'clinical-notes';

/** Query key of one note's detail. */
export function clinicalNoteQueryKey(noteId: string) {
  return [CLINICAL_NOTES_QUERY_KEY, 'detail', noteId] as const;
}

/** Loads one page of the notes the user may see, searched and filtered on the server. */
export async function fetchClinicalNotes(
  query: ClinicalNoteListQuery,
  signal?: AbortSignal,
): Promise<ClinicalNoteListResponse> {
  return requestJson(withQuery(API_PATHS.clinicalNotes, { ...query }), clinicalNoteListResponseSchema, {
    signal,
  });
}

/** Loads a note with its versions, amendments and the server's verification (the read is audited). */
export async function fetchClinicalNote(noteId: string, signal?: AbortSignal): Promise<ClinicalNoteDetail> {
  const { note } = await requestJson(API_PATHS.clinicalNote(noteId), clinicalNoteResponseSchema, { signal });
  return note;
}

/** Writes a new note; the server signs it with the session's user as author and its own clock as time. */
export async function createClinicalNote(input: CreateClinicalNoteInput): Promise<ClinicalNoteDetail> {
  const { note } = await requestJson(API_PATHS.clinicalNotes, clinicalNoteResponseSchema, {
    method: 'POST',
    body: input,
  });
  return note;
}

/** The author's inline edit: saves the content as a new signed version. */
export async function editClinicalNote(noteId: string, content: string): Promise<ClinicalNoteDetail> {
  const { note } = await requestJson(API_PATHS.clinicalNoteVersions(noteId), clinicalNoteResponseSchema, {
    method: 'POST',
    body: { content },
  });
  return note;
}

/** Appends a signed amendment (reason and text) to a note. */
export async function amendClinicalNote(
  noteId: string,
  input: AmendClinicalNoteInput,
): Promise<ClinicalNoteDetail> {
  const { note } = await requestJson(API_PATHS.clinicalNoteAmendments(noteId), clinicalNoteResponseSchema, {
    method: 'POST',
    body: input,
  });
  return note;
}
