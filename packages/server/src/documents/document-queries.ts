import { sql, type Transaction } from 'kysely';
import type { DocumentFilter, DocumentStats, DocumentSummary } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { visiblePatientIds } from '../shared/patient-scope.ts';
import { likePattern } from '../shared/text-search.ts';

/**
 * The documents of the patients the actor may see (parents their children, nurses and therapists their
 * assigned patients, administrators their facility, super_admin all), with patient and uploader names
 * and the access count. Anything else is simply absent, so it answers 404 like a document that never was.
 */
export function visibleDocuments(trx: Transaction<Database>, actor: Actor) {
  return trx
    .selectFrom('patient_documents as document')
    .innerJoin('patients as patient', 'patient.id', 'document.patient_id')
    .innerJoin('users as uploader', 'uploader.id', 'document.uploaded_by')
    .where('document.patient_id', 'in', visiblePatientIds(trx, actor))
    .select((eb) => [
      'document.id',
      'document.patient_id',
      'document.file_name',
      'document.file_type',
      'document.file_size',
      'document.category',
      'document.uploaded_at',
      'document.is_encrypted',
      'document.scan_status',
      'document.scanned_at',
      'document.sha256',
      'document.storage_key',
      'document.wrapped_key',
      'document.content_nonce',
      'patient.first_name as patient_first_name',
      'patient.last_name as patient_last_name',
      'patient.medical_record_number',
      'uploader.first_name as uploader_first_name',
      'uploader.last_name as uploader_last_name',
      eb
        .selectFrom('document_access_log')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('document_access_log.document_id', '=', 'document.id')
        .as('access_count'),
    ]);
}

/** One row of `visibleDocuments`. */
export type VisibleDocumentRow = Awaited<
  ReturnType<ReturnType<typeof visibleDocuments>['executeTakeFirstOrThrow']>
>;

/** The fields of a document that leave the server in lists (never the key material or storage key). */
export function presentDocumentSummary(row: VisibleDocumentRow): DocumentSummary {
  return {
    id: row.id,
    patientId: row.patient_id,
    patientName: `${row.patient_first_name} ${row.patient_last_name}`,
    fileName: row.file_name,
    fileType: row.file_type,
    fileSize: row.file_size,
    category: row.category,
    uploadedBy: `${row.uploader_first_name} ${row.uploader_last_name}`,
    uploadedAt: row.uploaded_at.toISOString(),
    isEncrypted: row.is_encrypted,
    virusScanStatus: row.scan_status,
    scannedAt: row.scanned_at?.toISOString() ?? null,
    accessCount: Number(row.access_count ?? 0),
  };
}

/** One visible document by id, or undefined (absent, or not the actor's to see). */
export function findVisibleDocument(
  trx: Transaction<Database>,
  actor: Actor,
  documentId: string,
): Promise<VisibleDocumentRow | undefined> {
  return visibleDocuments(trx, actor).where('document.id', '=', documentId).executeTakeFirst();
}

/**
 * The visible documents matching the filters: the file name, the patient's name or MRN, or the patient id
 * for the search; the patient and the category.
 */
function matchingDocuments(trx: Transaction<Database>, actor: Actor, filter: DocumentFilter) {
  let documents = visibleDocuments(trx, actor);
  if (filter.patientId) documents = documents.where('document.patient_id', '=', filter.patientId);
  if (filter.category) documents = documents.where('document.category', '=', filter.category);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const search = filter.search;
    documents = documents.where((eb) =>
      eb.or([
        eb('document.file_name', 'ilike', pattern),
        eb(sql<string>`patient.first_name || ' ' || patient.last_name`, 'ilike', pattern),
        eb('patient.medical_record_number', 'ilike', pattern),
        eb(sql<string>`patient.id::text`, '=', search.toLowerCase()),
      ]),
    );
  }
  return documents;
}

/** The matching documents, newest first, `window.limit` of them from `window.offset`. */
export function loadDocuments(
  trx: Transaction<Database>,
  actor: Actor,
  filter: DocumentFilter,
  window: { limit: number; offset: number },
): Promise<VisibleDocumentRow[]> {
  return matchingDocuments(trx, actor, filter)
    .orderBy('document.uploaded_at', 'desc')
    .orderBy('document.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** The stat cards over every matching document: total, encrypted, virus scanned (clean), total access count. */
export async function countDocuments(
  trx: Transaction<Database>,
  actor: Actor,
  filter: DocumentFilter,
): Promise<DocumentStats> {
  const totals = await trx
    .selectFrom(matchingDocuments(trx, actor, filter).as('matched'))
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) FILTER (WHERE matched.is_encrypted))::int`.as('encrypted'),
      sql<number>`(count(*) FILTER (WHERE matched.scan_status = 'clean'))::int`.as('virus_scanned'),
      sql<number>`coalesce(sum(matched.access_count), 0)::int`.as('total_access_count'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: totals.total,
    encrypted: totals.encrypted,
    virusScanned: totals.virus_scanned,
    totalAccessCount: totals.total_access_count,
  };
}
