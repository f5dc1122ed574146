import { z } from 'zod';
import { DOCUMENT_FILE_TYPES } from '../rules/document-upload.ts';
import { DOCUMENT_SCAN_STATUSES } from './documents.ts';
import { MESSAGES } from '../messages.ts';
import { instantSchema, personReferenceSchema, requiredText } from './common.ts';

/** The longest message. */
export const SECURE_MESSAGE_MAXIMUM_LENGTH = 2000;

/** The most files one message carries. */
export const MESSAGE_ATTACHMENT_LIMIT = 3;

/**
 * A message: its text, required, at most 2000 characters (shown as text, never as markup), and up to three
 * documents of the thread's child already in the document store (uploaded first, then attached by id).
 */
export const sendMessageSchema = z.object({
  body: requiredText(MESSAGES.messageRequired, SECURE_MESSAGE_MAXIMUM_LENGTH),
  attachmentIds: z
    .array(z.uuid({ error: MESSAGES.messageAttachmentNotFound }), { error: MESSAGES.invalidRequest })
    .max(MESSAGE_ATTACHMENT_LIMIT, { error: MESSAGES.messageAttachmentLimit })
    .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGES.messageAttachmentRepeated })
    .default([]),
});
/** What the message box holds and the API receives. */
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** A parent opens (or finds) their conversation with a child's care team. */
export const openThreadSchema = z.object({ patientId: z.uuid({ error: MESSAGES.selectPatient }) });

/** Path parameters naming a thread. */
export const threadIdParamsSchema = z.object({ threadId: z.uuid() });

/** One conversation: a parent and a child's care team, its latest message and what the reader has not read. */
export const messageThreadSchema = z.object({
  id: z.uuid(),
  patient: personReferenceSchema,
  parent: personReferenceSchema,
  lastMessage: z
    .object({ body: z.string(), sentAt: instantSchema, sender: personReferenceSchema })
    .nullable(),
  unreadCount: z.number().int().min(0),
  /** Closed when its parent was unlinked from the child: kept and readable, no one writes in it. */
  isClosed: z.boolean(),
});
/** A conversation as listed. */
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** Answer of the thread list: the reader's conversations, latest first. */
export const messageThreadListResponseSchema = z.object({ items: z.array(messageThreadSchema) });

/** A document attached to a message, with its scan state (only a clean one can be opened). */
export const messageAttachmentSchema = z.object({
  documentId: z.uuid(),
  fileName: z.string(),
  fileType: z.enum(DOCUMENT_FILE_TYPES),
  fileSize: z.number().int(),
  virusScanStatus: z.enum(DOCUMENT_SCAN_STATUSES),
});
/** A message's attached document. */
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** One message: who sent it, when, its files, and (for the reader's own) when the other side read it. */
export const secureMessageSchema = z.object({
  id: z.uuid(),
  sender: personReferenceSchema.extend({ isStaff: z.boolean() }),
  body: z.string(),
  attachments: z.array(messageAttachmentSchema),
  sentAt: instantSchema,
  isMine: z.boolean(),
  seenAt: instantSchema.nullable(),
});
/** A message of a conversation. */
export type SecureMessage = z.infer<typeof secureMessageSchema>;

/** Answer of a thread: the conversation and its messages, oldest first. */
export const messageThreadDetailSchema = z.object({
  thread: messageThreadSchema,
  messages: z.array(secureMessageSchema),
});
/** A conversation with its messages. */
export type MessageThreadDetail = z.infer<typeof messageThreadDetailSchema>;
