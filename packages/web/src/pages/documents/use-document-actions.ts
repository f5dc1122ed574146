import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type DocumentFilter } from '@carenest/core';
import { useDownloadDocument, useExportDocumentList } from '../../api/documents.ts';
import { documentKeys } from '../../api/query-keys.ts';
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
  const downloading = useDownloadDocument();
  const exporting = useExportDocumentList();

  const download = async (documentId: string) => {
    try {
      const file = await downloading.mutateAsync(documentId);
      saveFile(file.blob, file.fileName);
      notifySuccess(MESSAGES.documentDownloaded);
    } catch (error) {
      notifyError(`${MESSAGES.documentDownloadFailed}: ${describeError(error)}`);
    }
  };

  const print = (documentId: string) => {
    const opened = window.open(documentPrintPath(documentId), '_blank');
    if (opened) notifySuccess(MESSAGES.documentSentToPrinter);
    else notifyError(MESSAGES.documentPrintFailed);
    void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
  };

  const exportList = async (filter: DocumentFilter) => {
    try {
      const file = await exporting.mutateAsync(filter);
      saveFile(file.blob, file.fileName);
      notifySuccess(MESSAGES.documentListExported);
    } catch {
      notifyError(MESSAGES.documentListExportFailed);
    }
  };

  const downloadingId = downloading.isPending ? (downloading.variables ?? null) : null;
  return { download, print, exportList, downloadingId, isExporting: exporting.isPending };
}
