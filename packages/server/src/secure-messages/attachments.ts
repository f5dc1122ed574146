import type { Transaction } from 'kysely';
import { MESSAGES, secureMessagePolicy, type MessageAttachment } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { visibleDocuments } from '../documents/index.ts';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest } from '../lib/http-error.ts';
import { authorize, type Actor } from '../shared/actor.ts';
import type { ThreadRow } from './load-threads.ts';
import { threadParticipants } from './thread-audience.ts';

/** 400 naming the attachment field. */
function attachmentRefused(message: string) {
  return badRequest(message, { attachmentIds: message });
}

/**
 * The authorize and scoped-load steps of attaching: the writer may attach at all (else 403), and every id is
 * a document of the thread's child the writer can see (else 400 in the field, whether it does not exist, is
 * another child's or hidden from the writer) and not quarantined. Answers the ids in the order given.
 */
export async function checkAttachments(
  trx: Transaction<Database>,
  actor: Actor,
  thread: Pick<ThreadRow, 'patient_id'>,
  documentIds: readonly string[],
): Promise<readonly string[]> {
  if (documentIds.length === 0) return documentIds;
  authorize(secureMessagePolicy.canAttach(actor));
  const found = await visibleDocuments(trx, actor)
    .where('document.id', 'in', [...documentIds])
    .where('document.patient_id', '=', thread.patient_id)
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  for (const id of documentIds) {
    const document = byId.get(id);
    if (!document) throw attachmentRefused(MESSAGES.messageAttachmentNotFound);
    if (document.scan_status === 'infected') throw attachmentRefused(MESSAGES.messageAttachmentQuarantined);
  }
  return documentIds;
}

/** Stores a message's attachments in the order they were given. */
export async function recordAttachments(
  trx: Transaction<Database>,
  messageId: string,
  documentIds: readonly string[],
): Promise<void> {
  if (documentIds.length === 0) return;
  await trx
    .insertInto('secure_message_attachments')
    .values(
      documentIds.map((documentId, position) => ({
        message_id: messageId,
        document_id: documentId,
        position,
      })),
    )
    .execute();
}

/** The attachments of the given messages, each message's in its order. */
export async function loadAttachments(
  trx: Transaction<Database>,
  messageIds: readonly string[],
): Promise<Map<string, MessageAttachment[]>> {
  const byMessage = new Map<string, MessageAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await trx
    .selectFrom('secure_message_attachments as attachment')
    .innerJoin('patient_documents as document', 'document.id', 'attachment.document_id')
    .select([
      'attachment.message_id',
      'document.id',
      'document.file_name',
      'document.file_type',
      'document.file_size',
      'document.scan_status',
    ])
    .where('attachment.message_id', 'in', [...messageIds])
    .orderBy('attachment.message_id')
    .orderBy('attachment.position')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push({
      documentId: row.id,
      fileName: row.file_name,
      fileType: row.file_type,
      fileSize: row.file_size,
      virusScanStatus: row.scan_status,
    });
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}

/**
 * After a document's scan: the threads whose messages carry it hear message.changed, so an open conversation
 * shows the file ready to open (or quarantined) without a reload.
 */
export async function announceScannedAttachment(
  trx: Transaction<Database>,
  documentId: string,
): Promise<void> {
  const threads = await trx
    .selectFrom('secure_message_attachments as attachment')
    .innerJoin('secure_messages as message', 'message.id', 'attachment.message_id')
    .innerJoin('message_threads as thread', 'thread.id', 'message.thread_id')
    .select(['thread.id', 'thread.patient_id', 'thread.facility_id', 'thread.parent_id'])
    .where('attachment.document_id', '=', documentId)
    .distinct()
    .execute();
  for (const thread of threads) {
    const { parentId, careTeam } = await threadParticipants(trx, thread);
    await publishEvent(trx, {
      kind: 'message.changed',
      resourceId: thread.id,
      userIds: [parentId, ...careTeam],
    });
  }
}
