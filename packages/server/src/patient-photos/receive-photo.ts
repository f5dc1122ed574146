import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES } from '@carenest/core';
import { HttpError, badRequest } from '../lib/http-error.ts';

/** 413 naming the file: the photo passed 5 MB. */
function photoTooLarge(): HttpError {
  return new HttpError(413, ERROR_CODES.payloadTooLarge, MESSAGES.photoTooLarge, {
    file: MESSAGES.photoTooLarge,
  });
}

/** 400 naming the file, for a form without one (or with more). */
function fileRequired(): HttpError {
  return badRequest(MESSAGES.documentFileRequired, { file: MESSAGES.documentFileRequired });
}

/** Parser errors of a broken multipart body (busboy's own messages): the client's fault, a 400. */
function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    !(error instanceof HttpError) &&
    /^(Unexpected end of|Malformed|Part terminated early|Multipart: Boundary not found)/.test(error.message)
  );
}

/**
 * The one file of a photo upload (multipart, the field `file`, as documents are uploaded), read whole: a photo
 * is at most 5 MB (the parser stops there, 413), and it is re-encoded from memory anyway. 415 for a body that
 * is not multipart, 400 for no file, a second file or a broken body, 400 for an empty file.
 */
export async function receivePhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new HttpError(415, ERROR_CODES.unsupportedMediaType, MESSAGES.documentFileRequired);
  let received: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw fileRequired();
      }
      received = await part.toBuffer();
      if (part.file.truncated) throw photoTooLarge();
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw photoTooLarge();
    throw isMalformedMultipart(error)
      ? badRequest(MESSAGES.invalidRequest, { file: MESSAGES.invalidRequest })
      : error;
  }
  if (!received) throw fileRequired();
  if (received.length === 0) throw badRequest(MESSAGES.documentEmpty, { file: MESSAGES.documentEmpty });
  return received;
}
