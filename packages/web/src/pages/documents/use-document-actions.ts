import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type DocumentListQuery } from '@carenest/core';
import { DOCUMENTS_QUERY_KEY, downloadDocument, exportDocumentList } from '../../api/documents.ts';
import { describeError } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { saveFile } from './document-format.ts';

/** The path of a document's information sheet (opened in a new window to print). */
export function documentPrintPath(documentId: string): string {
  return `/documents/${encodeURIComponent(documentId)}/print`;
}

/**
 * Download, print and CSV export with the spec's toasts. A download refused by the server (pending scan,
 * quarantined) shows the server's sentence under "Failed to download document".
 */
export function useDocumentActions() {
  const queryClient = useQueryClient();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);

  const download = async (documentId: string) => {
    setDownloadingId(documentId);
    try {
      const file = await downloadDocument(documentId);
      saveFile(file.blob, file.fileName);
      notifySuccess(MESSAGES.documentDownloaded);
    } catch (error) {
      notifyError(`${MESSAGES.documentDownloadFailed}: ${describeError(error)}`);
    } finally {
      setDownloadingId(null);
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    }
  };

  const print = (documentId: string) => {
    const opened = window.open(documentPrintPath(documentId), '_blank');
    if (opened) notifySuccess(MESSAGES.documentSentToPrinter);
    else notifyError(MESSAGES.documentPrintFailed);
    void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
  };

  const exportList = async (query: DocumentListQuery) => {
    setIsExporting(true);
    try {
      const file = await exportDocumentList(query);
      saveFile(file.blob, file.fileName);
      notifySuccess(MESSAGES.documentListExported);
    } catch {
      notifyError(MESSAGES.documentListExportFailed);
    } finally {
      setIsExporting(false);
    }
  };

  return { download, print, exportList, downloadingId, isExporting };
}
