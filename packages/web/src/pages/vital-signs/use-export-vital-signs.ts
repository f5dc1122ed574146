import { MESSAGES, type VitalExportFormat } from '@carenest/core';
import { useDownloadFile } from '../../api/download.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/**
 * Downloads a vital signs export and says so: "Vital signs exported as CSV" on success, "Failed to export
 * vital signs" otherwise. Answers the export function and whether one is running.
 */
export function useExportVitalSigns(): {
  exportFile: (path: string, format: VitalExportFormat) => void;
  isExporting: boolean;
} {
  const download = useDownloadFile();
  const exportFile = (path: string, format: VitalExportFormat) =>
    download.mutate(path, {
      onSuccess: () => notifySuccess(`${MESSAGES.vitalSignsExportedAs} ${format.toUpperCase()}`),
      onError: () => notifyError(MESSAGES.failedToExportVitalSigns),
    });
  return { exportFile, isExporting: download.isPending };
}
