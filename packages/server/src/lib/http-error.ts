import { ERROR_CODES, MESSAGES, type ErrorCode } from '@carenest/core';

/** A refusal the API answers in the error shape: status, code, the spec's message and optional field messages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
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

/** 409: the change conflicts with the record's current state (out of order, already done, taken). */
export function conflict(message: string = MESSAGES.conflict, fields?: Record<string, string>): HttpError {
  return new HttpError(409, ERROR_CODES.conflict, message, fields);
}

/** 400: the input breaks a rule; `fields` names the fields at fault with their messages. */
export function badRequest(message: string, fields?: Record<string, string>): HttpError {
  return new HttpError(400, ERROR_CODES.validation, message, fields);
}
