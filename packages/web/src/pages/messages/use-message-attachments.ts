import { useState } from 'react';
import { MESSAGE_ATTACHMENT_LIMIT, MESSAGES } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useUploadDocument } from '../../api/documents.ts';
import { notifyError } from '../../notifications/notify.ts';

/** A file chosen for the next message: uploading into the child's documents, then ready with its id. */
export interface PendingAttachment {
  key: string;
  fileName: string;
  fileSize: number;
  documentId: string | null;
}

/**
 * The files of the message being written. Each chosen file goes at once into the child's documents (the
 * document store encrypts and scans it; category Other); the message then carries the ids. A file the server
 * refuses shows why and is dropped; at most three per message.
 */
export function useMessageAttachments(patientId: string) {
  const upload = useUploadDocument();
  const [attachments, setAttachments] = useState<PendingAttachment[]>([]);

  const add = async (file: File) => {
    if (attachments.length >= MESSAGE_ATTACHMENT_LIMIT) {
      notifyError(MESSAGES.messageAttachmentLimit);
      return;
    }
    const key = `${file.name}-${Date.now()}-${Math.random()}`;
    setAttachments((current) => [
      ...current,
      { key, fileName: file.name, fileSize: file.size, documentId: null },
    ]);
    try {
      const document = await upload.mutateAsync({ patientId, category: 'other', file });
      setAttachments((current) =>
        current.map((item) =>
          item.key === key ? { ...item, fileName: document.fileName, documentId: document.id } : item,
        ),
      );
    } catch (error) {
      setAttachments((current) => current.filter((item) => item.key !== key));
      notifyError(`${MESSAGES.failedToAttachFile}: ${describeError(error)}`);
    }
  };

  return {
    attachments,
    add,
    remove: (key: string) => setAttachments((current) => current.filter((item) => item.key !== key)),
    clear: () => setAttachments([]),
    isUploading: attachments.some((item) => item.documentId === null),
    isFull: attachments.length >= MESSAGE_ATTACHMENT_LIMIT,
    readyIds: attachments.flatMap((item) => (item.documentId ? [item.documentId] : [])),
  };
}
