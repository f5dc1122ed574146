import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, type ErrorResponse } from '@carenest/core';
import { HttpError } from '../lib/http-error.ts';
import { refusalForDatabaseError } from '../shared/database-errors.ts';

/** Field name of a validation error's instance path ("/email" → "email", "/a/0" → "a.0"). */
function fieldName(instancePath: string, missingProperty: unknown): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string') return base ? `${base}.${missingProperty}` : missingProperty;
  return base || 'request';
}

/** Framework errors that are the client's fault, by Fastify code, with their status and our code. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'The request content type is not supported',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.validation,
    message: MESSAGES.invalidRequest,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.validation,
    message: MESSAGES.invalidRequest,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.validation,
    message: MESSAGES.invalidRequest,
  },
};

/**
 * Turns any thrown error into the API's error shape; never a stack trace, never a 500 for bad input: a
 * database error only bad input can cause (shared/database-errors.ts) answers 400 or 409.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorResponse['error']) => reply.status(status).send({ error: body });

    if (error instanceof HttpError) {
      return send(error.statusCode, { code: error.code, message: error.message, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params?.missingProperty);
        fields[name] ??= issue.message ?? MESSAGES.invalidRequest;
      }
      const first = Object.values(fields)[0] ?? MESSAGES.invalidRequest;
      return send(400, { code: ERROR_CODES.validation, message: first, fields });
    }
    const refusal = refusalForDatabaseError(error);
    if (refusal) {
      request.log.warn({ code: error.code }, 'database refused the input');
      return send(refusal.statusCode, { code: refusal.code, message: refusal.message });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(known.status, { code: known.code, message: known.message });
    if (error.statusCode === 429) {
      return send(429, { code: ERROR_CODES.tooManyRequests, message: MESSAGES.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, { code: ERROR_CODES.validation, message: MESSAGES.invalidRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return send(500, { code: ERROR_CODES.internal, message: MESSAGES.internalError });
  });
}

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (headers too large: 431; a malformed
 * request: 400) in the API's error shape, then closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const isTooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = isTooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify({
    error: {
      code: isTooLarge ? ERROR_CODES.payloadTooLarge : ERROR_CODES.validation,
      message: isTooLarge ? 'The request headers are too large' : MESSAGES.invalidRequest,
    },
  });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Answers the router's own refusals (a malformed URL) in the API's error shape, before any route runs. */
export function answerFrameworkError(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void reply.status(400).send({ error: { code: ERROR_CODES.validation, message: MESSAGES.invalidRequest } });
}
