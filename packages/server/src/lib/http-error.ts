import { ERROR_CODES, MESSAGES } from '@carenest/core';

/** A refusal the API answers in the error shape: status, code, the spec's message and optional field messages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 401: no valid session. */
export function unauthenticated(): HttpError {
  return new HttpError(401, ERROR_CODES.unauthenticated, MESSAGES.notAuthenticated);
}

/** 403: signed in, but not allowed. */
export function forbidden(message: string = MESSAGES.forbidden): HttpError {
  return new HttpError(403, ERROR_CODES.forbidden, message);
}

/** 404: absent, or outside what the user may see (the two are never told apart). */
export function notFound(message: string = MESSAGES.notFound): HttpError {
  return new HttpError(404, ERROR_CODES.notFound, message);
}
