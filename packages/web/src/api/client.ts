import { ERROR_CODES, MESSAGES, errorResponseSchema } from '@carenest/core';

/** Anything that can check and type an unknown value, such as a core zod schema. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/** Error code used when the browser could not reach the server at all. */
const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** Error code used when the server answered with a body that does not match the shared schema. */
const UNEXPECTED_RESPONSE_CODE = 'UNEXPECTED_RESPONSE';

/**
 * A refused or failed API call, carrying the server's error shape (code, message, field messages)
 * and the HTTP status, so screens can show the spec's sentence and react to 401, 403 and 404.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Options of one API call: the method and the body (sent as JSON, or as multipart when it is `FormData`). */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** A file the server sent, with the name it chose (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The ApiError of a refused answer: the server's error shape, or the generic message. */
export async function readErrorResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(response.status, ERROR_CODES.internal, MESSAGES.internalError);
}

/** The request's headers and body: JSON, multipart (the browser sets its boundary) or none. */
function encodeBody(body: unknown, accept: string): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: { Accept: accept } };
  if (body instanceof FormData) return { headers: { Accept: accept }, body };
  return { headers: { 'Content-Type': 'application/json', Accept: accept }, body: JSON.stringify(body) };
}

async function send(
  path: string,
  options: ApiRequestOptions,
  accept = 'application/json',
): Promise<Response> {
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      ...encodeBody(options.body, accept),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, MESSAGES.internalError);
  }
}

/**
 * Calls the CareNest API on the same origin with the session cookie and checks the answer
 * against the shared core schema. Throws an `ApiError` for every non-2xx answer.
 */
export async function requestJson<T>(
  path: string,
  parser: ResponseParser<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) throw await readErrorResponse(response);
  const body: unknown = await response.json().catch(() => null);
  try {
    return parser.parse(body);
  } catch {
    throw new ApiError(response.status, UNEXPECTED_RESPONSE_CODE, MESSAGES.internalError);
  }
}

/** Calls an API endpoint that answers without a body (such as 204 on sign-out). */
export async function requestWithoutBody(path: string, options: ApiRequestOptions = {}): Promise<void> {
  const response = await send(path, options);
  if (!response.ok) throw await readErrorResponse(response);
}

/** The file name of a Content-Disposition header (its UTF-8 form when present), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the server builds or keeps (GET, whole) with the session cookie: a refusal throws the same
 * `ApiError` as `requestJson`, and the name is the one the server chose (else `fallbackName`).
 */
export async function requestFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await send(path, {}, '*/*');
  if (!response.ok) throw await readErrorResponse(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName) };
}

/** The sentence to show for any failure: the server's own message, or the generic one. */
export function describeError(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.internalError;
}
