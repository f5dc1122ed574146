import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  ERROR_CODES,
  MESSAGES,
  documentDetailResponseSchema,
  documentListResponseSchema,
  documentPrintSheetSchema,
  documentUploadResponseSchema,
  type DocumentCategory,
  type DocumentDetail,
  type DocumentFilter,
  type DocumentListQuery,
  type DocumentListResponse,
  type DocumentPrintSheet,
  type DocumentSummary,
} from '@carenest/core';
import { ApiError, readErrorResponse, requestJson } from './client.ts';
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
  const response = await fetchOrNetworkError(API_PATHS.documents, { method: 'POST', body: form });
  if (!response.ok) throw await readErrorResponse(response);
  const { document } = documentUploadResponseSchema.parse(await response.json());
  return document;
}

/** A file the server sent, with the name it chose (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Downloads a document's decrypted bytes (refused while pending its scan or once quarantined). */
export function downloadDocument(documentId: string): Promise<DownloadedFile> {
  return fetchFile(API_PATHS.documentDownload(documentId), 'document');
}

/** Downloads the document list as CSV, with the same filters as the screen. */
export function exportDocumentList(filter: DocumentFilter): Promise<DownloadedFile> {
  return fetchFile(withQuery(API_PATHS.documentsCsv, { ...filter }), 'documents.csv');
}

/** A fetch on the same origin whose network failure becomes an ApiError. */
async function fetchOrNetworkError(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, ERROR_CODES.internal, MESSAGES.internalError);
  }
}

/** The file name of a Content-Disposition header (its UTF-8 form when present). */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Fetches a file whole (at most 10 MB); a body cut short by the server rejects. */
async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await fetchOrNetworkError(path);
  if (!response.ok) throw await readErrorResponse(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName) };
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

/** Download a document's bytes (a recorded access); the lists are read again, whether it was served or refused. */
export function useDownloadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}

/** Export List (CSV) with the screen's filters (an audited export). */
export function useExportDocumentList() {
  return useMutation({ mutationFn: exportDocumentList });
}
