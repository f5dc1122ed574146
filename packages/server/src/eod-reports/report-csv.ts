import { formatCalendarDate, toCsv, type EodReportDetail } from '@carenest/core';

/** The fields that name a row of a list inside a section, in the order they are looked for. */
const ROW_LABEL_FIELDS = [
  'patientName',
  'medicationName',
  'driverName',
  'routeName',
  'insuranceName',
  'code',
  'staffName',
  'noteType',
  'component',
  'check',
  'description',
  'at',
] as const;

/** The label of one row of a list: its naming field, or its position. */
function rowLabel(row: unknown, position: number): string {
  if (typeof row === 'object' && row !== null) {
    const record = row as Record<string, unknown>;
    const field = ROW_LABEL_FIELDS.find((name) => typeof record[name] === 'string');
    if (field) return String(record[field]);
  }
  return `#${position + 1}`;
}

/** Every value of a section as [item, field, value] rows, lists expanded row by row. */
function flatten(value: unknown, item: string, field: string, rows: unknown[][], section: string): void {
  if (Array.isArray(value)) {
    if (value.every((entry) => typeof entry !== 'object' || entry === null)) {
      rows.push([section, item, field, value.join('; ')]);
      return;
    }
    value.forEach((entry, position) => {
      const label = rowLabel(entry, position);
      flatten(entry, item ? `${item} / ${label}` : label, field, rows, section);
    });
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, item, field ? `${field}.${key}` : key, rows, section);
    return;
  }
  rows.push([section, item, field, value]);
}

/**
 * The report as CSV (RFC 4180, formula starters neutralised): a header of who, when and its hash and signature,
 * then every figure of the summary and the sections, one per row, as Section, Item, Field, Value.
 */
export function renderReportCsv(report: EodReportDetail): string {
  const rows: unknown[][] = [
    ['Report', '', 'facility', report.facilityName],
    ['Report', '', 'reportDate', formatCalendarDate(report.reportDate)],
    ['Report', '', 'generatedBy', report.generatedBy],
    ['Report', '', 'generatedAt', report.generatedAt],
    ['Report', '', 'status', report.status],
    ['Report', '', 'retentionDate', formatCalendarDate(report.retentionDate)],
    ['Report', '', 'hash', report.hash],
    ['Report', '', 'digitalSignature', report.digitalSignature],
  ];
  flatten(report.summary, '', '', rows, 'summary');
  for (const [section, content] of Object.entries(report.sections ?? {}))
    flatten(content, '', '', rows, section);
  return toCsv(['Section', 'Item', 'Field', 'Value'], rows);
}
