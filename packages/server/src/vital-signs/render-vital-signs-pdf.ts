import PDFDocument from 'pdfkit';
import {
  NORMAL_RANGES,
  VITAL_BOUNDS,
  VITAL_STATUS_LABELS,
  appliedRangeLines,
  describeVitalAlert,
  formatDateTime,
  painBandOf,
  type VitalSignsRecord,
} from '@carenest/core';

/** What a report shows besides its readings. */
export interface VitalSignsReport {
  title: string;
  periodLabel: string;
  /** The label of the period line: "Period" for a list, "Recorded" for one reading. */
  periodHeading: string;
  generatedAt: Date;
  generatedBy: string;
  timeZone: string;
  records: readonly VitalSignsRecord[];
  /** How many records matched, when the export carries only the newest of them. */
  matchedCount: number;
}

const MARGIN = 36;
const ROW_HEIGHT = 16;
const COLUMNS = [
  { header: 'Date/Time', width: 98 },
  { header: 'Patient', width: 128 },
  { header: 'Temp °F', width: 48 },
  { header: 'BP', width: 52 },
  { header: 'HR bpm', width: 46 },
  { header: 'RR /min', width: 46 },
  { header: 'O2 %', width: 38 },
  { header: 'Wt lbs', width: 46 },
  { header: 'Pain', width: 34 },
  { header: 'Status', width: 60 },
  { header: 'Recorded by', width: 124 },
] as const;

/** A measurement as a table cell: one decimal for the decimal ones, a dash when not taken. */
function cell(value: number | null, isDecimal = false): string {
  if (value === null) return '-';
  return isDecimal ? value.toFixed(1) : String(value);
}

/** The cells of one reading, in the order of COLUMNS. */
function rowCells(record: VitalSignsRecord, timeZone: string): string[] {
  const pressure =
    record.bloodPressureSystolic === null
      ? '-'
      : `${record.bloodPressureSystolic}/${record.bloodPressureDiastolic ?? '-'}`;
  return [
    formatDateTime(new Date(record.recordedAt), timeZone),
    `${record.patientName} (${record.medicalRecordNumber})`,
    cell(record.temperature, true),
    pressure,
    cell(record.heartRate),
    cell(record.respiratoryRate),
    cell(record.oxygenSaturation),
    cell(record.weight, true),
    cell(record.painScale),
    VITAL_STATUS_LABELS[record.status],
    record.recordedBy.name,
  ];
}

/** Draws one table row at `y`, each cell clipped to its column. */
function drawRow(document: PDFKit.PDFDocument, cells: readonly string[], y: number, isHeader: boolean) {
  let x = MARGIN;
  document.font(isHeader ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  cells.forEach((text, index) => {
    const { width } = COLUMNS[index]!;
    document.text(text, x + 2, y + 4, {
      width: width - 4,
      height: ROW_HEIGHT - 4,
      lineBreak: false,
      ellipsis: true,
    });
    x += width;
  });
}

/** The alert summary: readings by status, then alerts by measurement and severity. */
function drawSummary(document: PDFKit.PDFDocument, report: VitalSignsReport) {
  const records = report.records;
  const count = (status: VitalSignsRecord['status']) =>
    records.filter((record) => record.status === status).length;
  const alerts = records.flatMap((record) => record.alerts);
  const bySeverity = new Map<string, number>();
  for (const alert of alerts) {
    const key = `${VITAL_BOUNDS[alert.parameter].label} (${alert.severity})`;
    bySeverity.set(key, (bySeverity.get(key) ?? 0) + 1);
  }
  document
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Alert summary', MARGIN, document.y + 6);
  document
    .font('Helvetica')
    .fontSize(9)
    .text(
      `${records.length} reading${records.length === 1 ? '' : 's'}: ${count('normal')} normal, ${count('abnormal')} abnormal, ${count('critical')} critical. ` +
        `${alerts.length} alert${alerts.length === 1 ? '' : 's'}${bySeverity.size > 0 ? ': ' : '.'}` +
        [...bySeverity].map(([key, total]) => `${key} ${total}`).join(', '),
    );
}

/** The detail of a single reading: every alert in words, the pain band and the normal ranges. */
function drawRecordDetail(document: PDFKit.PDFDocument, record: VitalSignsRecord) {
  document
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Alerts', MARGIN, document.y + 8);
  document.font('Helvetica').fontSize(9);
  if (record.alerts.length === 0) document.text('No alerts.');
  for (const alert of record.alerts)
    document.text(`${describeVitalAlert(alert)}${alert.notificationSent ? ' - care team notified' : ''}`);
  if (record.painScale !== null)
    document.text(`Pain scale: ${record.painScale}/10 (${painBandOf(record.painScale)})`);
  if (record.height !== null) document.text(`Height: ${record.height.toFixed(1)} in`);
  drawAppliedRanges(document, record);
}

/** The rule each watched measurement of a reading was judged by: the child's order or the facility default. */
function drawAppliedRanges(document: PDFKit.PDFDocument, record: VitalSignsRecord) {
  document
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Ranges applied', MARGIN, document.y + 8);
  document.font('Helvetica').fontSize(9);
  for (const line of appliedRangeLines(record.appliedRanges)) document.text(line);
  document
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Facility default (normal ranges)', MARGIN, document.y + 8);
  document
    .font('Helvetica')
    .fontSize(9)
    .text(
      Object.entries(NORMAL_RANGES)
        .map(
          ([measurement, range]) =>
            `${VITAL_BOUNDS[measurement as keyof typeof NORMAL_RANGES].label} ${range.text}`,
        )
        .join('; '),
    );
}

/** Writes the confidentiality footer and "Page x of y" on every page. */
function drawFooters(document: PDFKit.PDFDocument) {
  const range = document.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    document.switchToPage(index);
    const y = document.page.height - MARGIN + 8;
    document.page.margins.bottom = 0;
    document
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text('CONFIDENTIAL - contains protected health information (HIPAA).', MARGIN, y, { lineBreak: false })
      .text(`Page ${index + 1} of ${range.count}`, document.page.width - MARGIN - 80, y, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
  }
}

/**
 * A printable vital signs report, rendered on the server with pdfkit: title, patients and period, the
 * alert summary, a table of the readings (header repeated on each page) and, for a single reading, its
 * alerts and the normal ranges. Landscape Letter; resolves to the PDF's bytes.
 */
export function renderVitalSignsPdf(report: VitalSignsReport): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.info.Title = report.title;
  const patients = [
    ...new Set(report.records.map((record) => `${record.patientName} (${record.medicalRecordNumber})`)),
  ];
  document.font('Helvetica-Bold').fontSize(16).text(report.title, MARGIN, MARGIN);
  document
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Generated ${formatDateTime(report.generatedAt, report.timeZone)} (${report.timeZone}) by ${report.generatedBy}`,
    )
    .text(`${report.periodHeading}: ${report.periodLabel}`)
    .text(
      patients.length <= 6
        ? `Patients: ${patients.join(', ') || 'none'}`
        : `Patients: ${patients.length} (${patients.slice(0, 6).join(', ')}, ...)`,
    );
  if (report.matchedCount > report.records.length)
    document.text(`Showing the newest ${report.records.length} of ${report.matchedCount} matching readings.`);
  drawSummary(document, report);
  if (report.records.length === 1) drawRecordDetail(document, report.records[0]!);

  const bottom = document.page.height - MARGIN - 12;
  let y = document.y + 10;
  const header = COLUMNS.map((column) => column.header);
  const startPage = () => {
    document.rect(MARGIN, y, 720, ROW_HEIGHT).fill('#e9ecef').fillColor('#000000');
    drawRow(document, header, y, true);
    y += ROW_HEIGHT;
  };
  startPage();
  report.records.forEach((record, index) => {
    if (y + ROW_HEIGHT > bottom) {
      document.addPage();
      y = MARGIN;
      startPage();
    }
    if (index % 2 === 1) document.rect(MARGIN, y, 720, ROW_HEIGHT).fill('#f8f9fa');
    document.fillColor(
      record.status === 'critical' ? '#c92a2a' : record.status === 'abnormal' ? '#8a5a00' : '#000000',
    );
    drawRow(document, rowCells(record, report.timeZone), y, false);
    document.fillColor('#000000');
    y += ROW_HEIGHT;
  });
  if (report.records.length === 0)
    document
      .font('Helvetica')
      .fontSize(9)
      .text('No vital signs found.', MARGIN, y + 4);
  drawFooters(document);
  document.end();
  return finished;
}
