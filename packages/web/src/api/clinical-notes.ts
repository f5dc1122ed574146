import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { clinicalNoteKeys, dashboardKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

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

/** One page of the note list; the previous page stays shown while the next loads. */
export function useClinicalNotes(query: ClinicalNoteListQuery) {
  return useQuery({
    queryKey: clinicalNoteKeys.list(query),
    queryFn: ({ signal }) => fetchClinicalNotes(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One note's detail while `noteId` is set (each load is an audited read). */
export function useClinicalNote(noteId: string | null) {
  return useQuery({
    queryKey: clinicalNoteKeys.detail(noteId ?? ''),
    queryFn: ({ signal }) => fetchClinicalNote(noteId!, signal),
    enabled: noteId !== null,
  });
}

/**
 * What every note write does on success: the answer becomes the note's detail, and the lists and the
 * dashboard (notes today, recent activity) are read again.
 */
function useNoteSaved() {
  const queryClient = useQueryClient();
  return async (note: ClinicalNoteDetail) => {
    queryClient.setQueryData(clinicalNoteKeys.detail(note.id), note);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: clinicalNoteKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  };
}

/** New Note. */
export function useCreateClinicalNote() {
  const onSaved = useNoteSaved();
  return useMutation({ mutationFn: createClinicalNote, onSuccess: onSaved });
}

/** The author's inline edit of a note's content. */
export function useEditClinicalNote() {
  const onSaved = useNoteSaved();
  return useMutation({
    mutationFn: ({ noteId, content }: { noteId: string; content: string }) =>
      editClinicalNote(noteId, content),
    onSuccess: onSaved,
  });
}

/** Amend a note. */
export function useAmendClinicalNote() {
  const onSaved = useNoteSaved();
  return useMutation({
    mutationFn: ({ noteId, input }: { noteId: string; input: AmendClinicalNoteInput }) =>
      amendClinicalNote(noteId, input),
    onSuccess: onSaved,
  });
}
