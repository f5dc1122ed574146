import { useState } from 'react';
import { MESSAGES, type VitalExportFormat } from '@carenest/core';
import { downloadFile } from '../../api/download.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/**
 * Downloads a vital signs export and says so: "Vital signs exported as CSV" on success, "Failed to export
 * vital signs" otherwise. Answers the export function and whether one is running.
 */
export function useExportVitalSigns(): {
  exportFile: (path: string, format: VitalExportFormat) => void;
  isExporting: boolean;
} {
  const [isExporting, setIsExporting] = useState(false);
  const exportFile = (path: string, format: VitalExportFormat) => {
    setIsExporting(true);
    downloadFile(path)
      .then(() => notifySuccess(`${MESSAGES.vitalSignsExportedAs} ${format.toUpperCase()}`))
      .catch(() => notifyError(MESSAGES.failedToExportVitalSigns))
      .finally(() => setIsExporting(false));
  };
  return { exportFile, isExporting };
}
