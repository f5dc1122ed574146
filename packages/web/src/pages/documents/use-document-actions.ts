import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type DocumentFilter } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { documentKeys } from '../../api/query-keys.ts';
import { withQuery } from '../../api/query-string.ts';
import { useDownload } from '../../hooks/use-download.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/** The path of a document's information sheet (opened in a new window to print). */
export function documentPrintPath(documentId: string): string {
  return `/documents/${encodeURIComponent(documentId)}/print`;
}

/**
 * Download, print and CSV export with the spec's toasts. A download refused by the server (pending scan,
 * quarantined) shows the server's sentence under "Failed to download document"; every download is a
 * recorded access, so the lists are read again whether it was served or refused.
 */
export function useDocumentActions() {
  const queryClient = useQueryClient();
  const { download: downloadFile, pendingPath } = useDownload();

  const download = (documentId: string) =>
    downloadFile({
      path: API_PATHS.documentDownload(documentId),
      fallbackName: 'document',
      success: MESSAGES.documentDownloaded,
      failure: (error) => `${MESSAGES.documentDownloadFailed}: ${describeError(error)}`,
      invalidates: documentKeys.lists(),
    });

  const print = (documentId: string) => {
    const opened = window.open(documentPrintPath(documentId), '_blank');
    if (opened) notifySuccess(MESSAGES.documentSentToPrinter);
    else notifyError(MESSAGES.documentPrintFailed);
    void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
  };

  const exportList = (filter: DocumentFilter) =>
    downloadFile({
      path: withQuery(API_PATHS.documentsCsv, { ...filter }),
      fallbackName: 'documents.csv',
      success: MESSAGES.documentListExported,
      failure: () => MESSAGES.documentListExportFailed,
    });

  return {
    download,
    print,
    exportList,
    isDownloading: (documentId: string) => pendingPath === API_PATHS.documentDownload(documentId),
    isExporting: pendingPath?.startsWith(API_PATHS.documentsCsv) ?? false,
  };
}
