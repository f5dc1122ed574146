import {
  VITAL_SIGNS_CSV_COLUMNS,
  describeVitalAlert,
  formatDateTime,
  safeFileName,
  toCsv,
  todayInZone,
  type VitalExportFormat,
  type VitalSignsRecord,
} from '@carenest/core';
import { renderVitalSignsPdf, type VitalSignsReport } from './render-vital-signs-pdf.ts';

/** One reading as a row of the spec's CSV columns; times on the facility's clock. */
function csvRow(record: VitalSignsRecord, timeZone: string): unknown[] {
  return [
    record.patientId,
    record.recordedBy.name,
    formatDateTime(new Date(record.recordedAt), timeZone),
    record.temperature?.toFixed(1),
    record.bloodPressureSystolic === null
      ? null
      : `${record.bloodPressureSystolic}/${record.bloodPressureDiastolic}`,
    record.heartRate,
    record.respiratoryRate,
    record.oxygenSaturation,
    record.weight?.toFixed(1),
    record.height?.toFixed(1),
    record.painScale,
    record.alerts.map(describeVitalAlert).join('; '),
  ];
}

/** A download: its bytes, content type and the sanitised file name the server sets. */
export interface VitalSignsDownload {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/**
 * Builds an export in one format: CSV with the spec's columns (formula starters neutralised), JSON with
 * the readings and what they were filtered by, or the server-rendered PDF report. The file is named
 * `<baseName>-YYYY-MM-DD.<format>` after the facility's today.
 */
export async function buildVitalSignsDownload(
  format: VitalExportFormat,
  baseName: string,
  report: VitalSignsReport,
  filters: Record<string, unknown>,
): Promise<VitalSignsDownload> {
  const fileName = safeFileName(`${baseName}-${todayInZone(report.generatedAt, report.timeZone)}.${format}`);
  switch (format) {
    case 'csv':
      return {
        body: toCsv(
          VITAL_SIGNS_CSV_COLUMNS,
          report.records.map((record) => csvRow(record, report.timeZone)),
        ),
        contentType: 'text/csv; charset=utf-8',
        fileName,
      };
    case 'json':
      return {
        body: `${JSON.stringify(
          {
            exportedAt: report.generatedAt.toISOString(),
            exportedBy: report.generatedBy,
            timeZone: report.timeZone,
            period: report.periodLabel,
            filters,
            matchedCount: report.matchedCount,
            recordCount: report.records.length,
            records: report.records,
          },
          null,
          2,
        )}\n`,
        contentType: 'application/json; charset=utf-8',
        fileName,
      };
    case 'pdf':
      return { body: await renderVitalSignsPdf(report), contentType: 'application/pdf', fileName };
  }
}
