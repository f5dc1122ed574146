import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  ERROR_CODES,
  MESSAGES,
  canUploadDocuments,
  documentContentProblem,
  documentTypeOfName,
  documentUploadFieldsSchema,
  documentUploadResponseSchema,
  errorResponseSchema,
  sniffDocumentType,
  uploadFileName,
  type DocumentUploadFields,
} from '@carenest/core';
import { requireActor, type Actor } from '../shared/actor.ts';
import { auditContextOf } from '../audit/request-context.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, forbidden, notFound } from '../lib/http-error.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { insertDocument } from './insert-document.ts';
import type { DocumentServices } from './document-services.ts';
import { storeUpload, type StoredUpload } from './storage/store-upload.ts';

/** 400 in the error shape with the message under one field. */
function invalid(field: string, message: string): HttpError {
  return new HttpError(400, ERROR_CODES.validation, message, { [field]: message });
}

/** Parser errors of a broken multipart body (busboy's own messages): the client's fault, a 400. */
function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    !(error instanceof HttpError) &&
    /^(Unexpected end of|Malformed|Part terminated early|Multipart: Boundary not found)/.test(error.message)
  );
}

/** The upload's form fields, checked by the core schema (they must come before the file part). */
function parseFields(values: Record<string, string>): DocumentUploadFields {
  const parsed = documentUploadFieldsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw invalid(String(issue.path[0] ?? 'request'), issue.message);
}

/**
 * Checks the file part before any byte is stored: the form fields, a usable name whose extension is
 * allowed, and a patient the uploader may see (else 404). Then streams it, encrypted, into the store,
 * and refuses (deleting the blob) content whose magic bytes are not the type its extension promises.
 */
async function storeFilePart(
  request: FastifyRequest,
  db: Kysely<Database>,
  services: DocumentServices,
  actor: Actor,
  part: MultipartFile,
  fieldValues: Record<string, string>,
): Promise<{ fields: DocumentUploadFields; fileName: string; stored: StoredUpload }> {
  let fields: DocumentUploadFields;
  let fileName: string | undefined;
  try {
    if (part.fieldname !== 'file') throw invalid('file', MESSAGES.documentFileRequired);
    fields = parseFields(fieldValues);
    fileName = uploadFileName(part.filename);
    if (!fileName) throw invalid('file', MESSAGES.documentFileNameInvalid);
    if (!documentTypeOfName(fileName)) throw invalid('file', MESSAGES.documentTypeNotAllowed);
    const patientId = fields.patientId;
    const patient = await db.transaction().execute((trx) => findVisiblePatient(trx, actor, patientId));
    if (!patient) throw notFound(MESSAGES.patientNotFound);
  } catch (error) {
    // Refused before reading: let the parser skip the file's bytes so the answer reaches the client.
    part.file.resume();
    throw error;
  }
  const stored = await storeUpload(services.store, services.masterKey, part.file);
  const problem = documentContentProblem(fileName, stored.head);
  if (problem) {
    await services.store.delete(stored.storageKey);
    request.log.info({ sniffed: sniffDocumentType(stored.head) ?? 'unknown' }, 'upload refused by content');
    throw invalid('file', problem);
  }
  return { fields, fileName, stored };
}

/**
 * POST /api/documents (multipart: patientId, category, then file): streamed, limited to 10 MB while it
 * streams, typed by magic bytes, encrypted into the blob store; then one short transaction inserts the
 * row (pending scan) with UPLOAD_DOCUMENT in the audit log, and the background scan is queued.
 */
export function registerUploadRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  services: DocumentServices,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.documents,
    {
      schema: {
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: {
          201: documentUploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!canUploadDocuments(actor.role)) throw forbidden();
      if (!request.isMultipart())
        throw new HttpError(415, ERROR_CODES.unsupportedMediaType, MESSAGES.documentFileRequired);
      const fieldValues: Record<string, string> = {};
      let upload: Awaited<ReturnType<typeof storeFilePart>> | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fieldValues[part.fieldname] = part.value;
            continue;
          }
          if (upload) throw invalid('file', MESSAGES.documentFileRequired);
          upload = await storeFilePart(request, db, services, actor, part, fieldValues);
        }
      } catch (error) {
        if (upload) await services.store.delete(upload.stored.storageKey);
        throw isMalformedMultipart(error) ? invalid('file', MESSAGES.invalidRequest) : error;
      }
      if (!upload) throw invalid('file', MESSAGES.documentFileRequired);
      const document = await insertDocument(db, auditContextOf(request), actor, upload).catch(
        async (error: unknown) => {
          await services.store.delete(upload.stored.storageKey);
          throw error;
        },
      );
      services.scanQueue.enqueue(document.id);
      return reply.status(201).send({ document });
    },
  );
}
