import type { Kysely, Transaction } from 'kysely';
import { appendAudit, type AuditContext } from '../../audit/append-audit.ts';
import type { Database } from '../../db/schema.ts';
import { publishEvent } from '../../events/publish-event.ts';
import { recordSecurityEvent } from '../../security/index.ts';
import type { DocumentStorage } from '../storage/document-storage.ts';
import { BlobIntegrityError } from '../storage/document-cipher.ts';
import { readDocumentPlaintext } from '../storage/read-document.ts';
import type { ScanVerdict } from './virus-scanner.ts';

/** What another feature does when a document's scan is recorded, in the same transaction (its id given). */
export type DocumentScannedHook = (trx: Transaction<Database>, documentId: string) => Promise<void>;

/** What scanning needs: the database, the document storage, and who the scan acts as in the audit log. */
export interface ScanDependencies {
  db: Kysely<Database>;
  storage: DocumentStorage;
  /** The system-scheduler user's audit context (the scan runs as a job). */
  audit: AuditContext;
  /** The other features' hooks on a recorded verdict, run in its transaction. */
  onScanned: readonly DocumentScannedHook[];
}

/** The finding recorded when a blob fails its own authentication (tampered on disk): it is never served. */
export const INTEGRITY_FAILURE_SIGNATURE = 'CareNest.Blob-Integrity-Failure';

/**
 * Scans one pending document: decrypts its blob as a stream into the scanner (no transaction is open
 * meanwhile), then in one short transaction marks it clean or infected, writes SCAN_DOCUMENT to the audit
 * log, announces document.changed, runs the registered hooks (secure messages announce the threads carrying it) and, for an infected file, records a high-severity security event, which raises a system alert.
 * A document that is no longer pending is left alone; a scanner failure throws and the document stays
 * pending for a later try.
 */
export async function scanDocument(dependencies: ScanDependencies, documentId: string): Promise<void> {
  const { db, storage, audit, onScanned } = dependencies;
  const { store, masterKey, scanner } = storage;
  const row = await db
    .selectFrom('patient_documents')
    .select(['id', 'patient_id', 'facility_id', 'uploaded_by', 'uploaded_from_ip', 'storage_key'])
    .select(['wrapped_key', 'content_nonce'])
    .where('id', '=', documentId)
    .where('scan_status', '=', 'pending')
    .executeTakeFirst();
  if (!row) return;
  let verdict: ScanVerdict;
  try {
    verdict = await scanner.scan(readDocumentPlaintext(store, masterKey, row));
  } catch (error) {
    if (!(error instanceof BlobIntegrityError)) throw error;
    verdict = { isInfected: true, signature: INTEGRITY_FAILURE_SIGNATURE };
  }
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('patient_documents')
      .set({
        scan_status: verdict.isInfected ? 'infected' : 'clean',
        scan_signature: verdict.isInfected ? verdict.signature : null,
        scanned_at: new Date(),
      })
      .where('id', '=', row.id)
      .where('scan_status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) return;
    await appendAudit(trx, audit, {
      action: 'SCAN_DOCUMENT',
      resourceType: 'DOCUMENT',
      resourceId: row.id,
      newValues: {
        scanner: scanner.name,
        virusScanStatus: verdict.isInfected ? 'infected' : 'clean',
        signature: verdict.isInfected ? verdict.signature : null,
      },
    });
    await publishEvent(trx, { kind: 'document.changed', resourceId: row.id, patientIds: [row.patient_id] });
    for (const hook of onScanned) await hook(trx, row.id);
    if (!verdict.isInfected) return;
    await recordSecurityEvent(trx, {
      type: 'suspicious_activity',
      severity: 'high',
      userId: row.uploaded_by,
      facilityId: row.facility_id,
      ipAddress: row.uploaded_from_ip,
      userAgent: null,
      details: {
        reason: `Infected document quarantined (${verdict.signature})`,
        documentId: row.id,
        patientId: row.patient_id,
        signature: verdict.signature,
      },
      alertTitle: 'Infected document quarantined',
    });
  });
}
