import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  documentDetailResponseSchema,
  documentListResponseSchema,
  documentPrintSheetSchema,
  documentUploadResponseSchema,
  type DocumentCategory,
  type DocumentDetail,
  type DocumentListQuery,
  type DocumentListResponse,
  type DocumentPrintSheet,
  type DocumentSummary,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { documentKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** Loads the documents the user may see, filtered on the server, with the stat cards. */
export function fetchDocuments(
  query: DocumentListQuery,
  signal?: AbortSignal,
): Promise<DocumentListResponse> {
  return requestJson(withQuery(API_PATHS.documents, { ...query }), documentListResponseSchema, { signal });
}

/** Loads one document with its access history (the server records this view). */
export async function fetchDocument(documentId: string, signal?: AbortSignal): Promise<DocumentDetail> {
  const { document } = await requestJson(API_PATHS.document(documentId), documentDetailResponseSchema, {
    signal,
  });
  return document;
}

/** Records a print and loads the document information sheet. */
export function printDocument(documentId: string): Promise<DocumentPrintSheet> {
  return requestJson(API_PATHS.documentPrint(documentId), documentPrintSheetSchema, { method: 'POST' });
}

/** Sends a file with its patient and category (fields first, as the server reads them before the file). */
export async function uploadDocument(input: {
  patientId: string;
  category: DocumentCategory;
  file: File;
}): Promise<DocumentSummary> {
  const form = new FormData();
  form.append('patientId', input.patientId);
  form.append('category', input.category);
  form.append('file', input.file, input.file.name);
  const { document } = await requestJson(API_PATHS.documents, documentUploadResponseSchema, {
    method: 'POST',
    body: form,
  });
  return document;
}

/** How often the list refreshes while a document waits for its virus scan. */
const PENDING_REFRESH_MS = 1500;

/**
 * One page of the document list with the stat cards; while a document of the page is pending its scan,
 * the list refreshes itself so pending turns clean (or infected) on screen.
 */
export function useDocuments(query: DocumentListQuery) {
  return useQuery({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal }) => fetchDocuments(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => item.virusScanStatus === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
}

/** One document with its access history while `documentId` is set: loaded once per opening (a recorded view). */
export function useDocument(documentId: string | null) {
  return useQuery({
    queryKey: documentKeys.detail(documentId ?? ''),
    queryFn: ({ signal }) => fetchDocument(documentId!, signal),
    enabled: documentId !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Upload Document; the lists are read again. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}

/** The print sheet of a document: POST records the print (PRINT_DOCUMENT), then the lists are read again. */
export function usePrintDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}
