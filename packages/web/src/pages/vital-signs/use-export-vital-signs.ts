import { MESSAGES, type VitalExportFormat } from '@carenest/core';
import { useDownload } from '../../hooks/use-download.ts';

/**
 * Downloads a vital signs export and says so: "Vital signs exported as CSV" on success, "Failed to export
 * vital signs" otherwise. Answers the export function and whether one is running.
 */
export function useExportVitalSigns(): {
  exportFile: (path: string, format: VitalExportFormat) => void;
  isExporting: boolean;
} {
  const { download, pendingPath } = useDownload();
  const exportFile = (path: string, format: VitalExportFormat) =>
    void download({
      path,
      fallbackName: `vital-signs.${format}`,
      success: `${MESSAGES.vitalSignsExportedAs} ${format.toUpperCase()}`,
      failure: () => MESSAGES.failedToExportVitalSigns,
    });
  return { exportFile, isExporting: pendingPath !== null };
}
