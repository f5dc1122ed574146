import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  ERROR_CODES,
  MESSAGES,
  documentContentProblem,
  documentPolicy,
  documentTypeOfName,
  documentUploadFieldsSchema,
  documentUploadResponseSchema,
  errorResponseSchema,
  sniffDocumentType,
  uploadFileName,
  type DocumentUploadFields,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { HttpError, badRequest, notFound } from '../lib/http-error.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient, type VisiblePatient } from '../shared/patient-scope.ts';
import { withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { findVisibleDocument, presentDocumentSummary } from './document-queries.ts';
import type { DocumentStorage } from './storage/document-storage.ts';
import { recordDocumentUpload, type DocumentUpload } from './record-upload.ts';
import { storeUpload } from './storage/store-upload.ts';

/** 400 in the error shape with the message under one field. */
function invalid(field: string, message: string): HttpError {
  return badRequest(message, { [field]: message });
}

/**
 * The scoped load and the authorize step of an upload: a patient the uploader may see (else 404), and the
 * document policy's consent to upload for them (else 403).
 */
async function findUploadPatient(scope: CommandScope, patientId: string): Promise<VisiblePatient> {
  const patient = await findVisiblePatient(scope.trx, scope.actor, patientId);
  if (!patient) throw notFound(MESSAGES.patientNotFound);
  authorize(documentPolicy.canUpload(scope.actor));
  return patient;
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
 * allowed, and a patient the uploader may upload for (else 404 or 403). Then streams it, encrypted, into
 * the store, and refuses (deleting the blob) content whose magic bytes are not the type its extension
 * promises.
 */
async function storeFilePart(
  request: FastifyRequest,
  db: Kysely<Database>,
  services: DocumentStorage,
  part: MultipartFile,
  fieldValues: Record<string, string>,
): Promise<DocumentUpload> {
  let fields: DocumentUploadFields;
  let fileName: string | undefined;
  try {
    if (part.fieldname !== 'file') throw invalid('file', MESSAGES.documentFileRequired);
    fields = parseFields(fieldValues);
    fileName = uploadFileName(part.filename);
    if (!fileName) throw invalid('file', MESSAGES.documentFileNameInvalid);
    if (!documentTypeOfName(fileName)) throw invalid('file', MESSAGES.documentTypeNotAllowed);
    const patientId = fields.patientId;
    await withinTransaction(db, request, (scope) => findUploadPatient(scope, patientId));
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
 * streams, typed by magic bytes, encrypted into the blob store; then one short transaction checks the
 * patient again (access may have ended while the file streamed) and records the upload (pending scan,
 * UPLOAD_DOCUMENT in the audit log), and the background scan is queued.
 */
export function registerUploadRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  services: DocumentStorage,
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
      if (!request.isMultipart())
        throw new HttpError(415, ERROR_CODES.unsupportedMediaType, MESSAGES.documentFileRequired);
      const fieldValues: Record<string, string> = {};
      let upload: DocumentUpload | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fieldValues[part.fieldname] = part.value;
            continue;
          }
          if (upload) throw invalid('file', MESSAGES.documentFileRequired);
          upload = await storeFilePart(request, db, services, part, fieldValues);
        }
      } catch (error) {
        if (upload) await services.store.delete(upload.stored.storageKey);
        throw isMalformedMultipart(error) ? invalid('file', MESSAGES.invalidRequest) : error;
      }
      if (!upload) throw invalid('file', MESSAGES.documentFileRequired);
      const received = upload;
      const document = await withinTransaction(db, request, async (scope) => {
        const patient = await findUploadPatient(scope, received.fields.patientId);
        const documentId = await recordDocumentUpload({ ...scope, patient, upload: received });
        const row = await findVisibleDocument(scope.trx, scope.actor, documentId);
        if (!row) throw new Error('an uploaded document could not be read back');
        return presentDocumentSummary(row);
      }).catch(async (error: unknown) => {
        await services.store.delete(received.stored.storageKey);
        throw error;
      });
      return reply.status(201).send({ document });
    },
  );
}
