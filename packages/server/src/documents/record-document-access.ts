import type { DocumentAccessAction, DocumentAccessEntry } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CommandScope } from '../shared/request-scope.ts';
import type { VisibleDocumentRow } from './document-queries.ts';

/** The audit action of each kind of access (the spec's VIEW_DOCUMENT, DOWNLOAD_DOCUMENT, PRINT_DOCUMENT). */
export const DOCUMENT_ACCESS_AUDIT_ACTIONS: Record<DocumentAccessAction, string> = {
  view: 'VIEW_DOCUMENT',
  download: 'DOWNLOAD_DOCUMENT',
  print: 'PRINT_DOCUMENT',
};

/**
 * Writes one access to the document's access history (user, time, action, IP) in the request's
 * transaction; the read that made it is audited by readAudited with the action above.
 */
export async function recordDocumentAccess(
  scope: CommandScope & { document: VisibleDocumentRow; action: DocumentAccessAction },
): Promise<void> {
  const { trx, actor, audit, document, action } = scope;
  await trx
    .insertInto('document_access_log')
    .values({
      document_id: document.id,
      user_id: actor.userId,
      action,
      ip_address: audit.ipAddress ?? 'unknown',
    })
    .execute();
}

/** A document's access history, newest first (the detail dialog's scrollable list). */
export async function loadAccessHistory(
  trx: Transaction<Database>,
  documentId: string,
): Promise<DocumentAccessEntry[]> {
  const rows = await trx
    .selectFrom('document_access_log')
    .innerJoin('users', 'users.id', 'document_access_log.user_id')
    .select([
      'document_access_log.user_id',
      'document_access_log.accessed_at',
      'document_access_log.action',
      'document_access_log.ip_address',
      'users.first_name',
      'users.last_name',
    ])
    .where('document_access_log.document_id', '=', documentId)
    .orderBy('document_access_log.accessed_at', 'desc')
    .orderBy('document_access_log.id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    userName: `${row.first_name} ${row.last_name}`,
    accessedAt: row.accessed_at.toISOString(),
    action: row.action,
    ipAddress: row.ip_address,
  }));
}
