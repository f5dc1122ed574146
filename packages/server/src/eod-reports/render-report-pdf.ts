import PDFDocument from 'pdfkit';
import {
  CHILD_DAY_CHECK_LABELS,
  formatCalendarDate,
  formatDateTime,
  formatTime,
  type EodReportDetail,
  type EodSections,
  type EodSummary,
} from '@carenest/core';
import { MARGIN, heading, line, money, percent, table, type Document } from './pdf-layout.ts';

function drawSummary(document: Document, summary: EodSummary): void {
  heading(document, 'Summary');
  line(
    document,
    `Compliance score: ${summary.complianceScore === null ? 'not measured' : `${summary.complianceScore}%`}. ` +
      `Children present: ${summary.totalPatients}. Staff on duty: ${summary.staffOnDuty}. Critical alerts: ${summary.criticalAlerts}.` +
      (summary.minutesOutOfRatio === undefined ? '' : ` Minutes out of ratio: ${summary.minutesOutOfRatio}.`),
  );
  table(
    document,
    'How the score was computed',
    [
      { header: 'Component', width: 150 },
      { header: 'Weight', width: 45 },
      { header: 'Rate', width: 60 },
      { header: 'How it was computed', width: 277 },
    ],
    summary.complianceBreakdown.map((entry) => [
      entry.label,
      String(entry.weight),
      percent(entry.rate),
      entry.explanation,
    ]),
  );
  heading(document, 'Recommendations');
  if (summary.recommendations.length === 0) line(document, 'None: no trigger was reached.');
  for (const recommendation of summary.recommendations) line(document, `- ${recommendation}`);
  heading(document, 'Critical alerts');
  if (summary.criticalAlertDetails.length === 0) line(document, 'Critical alerts: none.');
  for (const alert of summary.criticalAlertDetails) line(document, `- ${alert.description}`);
  heading(document, 'Follow-up items');
  table(
    document,
    'Follow-up items',
    [
      { header: 'Priority', width: 50 },
      { header: 'Item', width: 292 },
      { header: 'Assigned to', width: 110 },
      { header: 'Due', width: 80 },
    ],
    summary.followUpItems.map((item) => [
      item.priority,
      item.description,
      item.assignedTo,
      formatCalendarDate(item.dueDate),
    ]),
  );
  heading(document, 'Staff on duty');
  table(
    document,
    'Staff on duty',
    [
      { header: 'Name', width: 200 },
      { header: 'Role', width: 120 },
      { header: 'Records', width: 80 },
      { header: 'Minutes on duty', width: 100 },
    ],
    summary.staffOnDutyDetails.map((member) => [
      member.staffName,
      member.role,
      String(member.records),
      member.minutesOnDuty === undefined ? '' : String(member.minutesOnDuty),
    ]),
  );
}

function drawCareSections(document: Document, sections: EodSections, zone: string): void {
  const { attendance, clinicalNotes, medications, vitalSigns } = sections;
  heading(document, 'Attendance');
  line(
    document,
    `${attendance.childrenPresent} children present, ${attendance.totalHours} hours at the center.`,
  );
  table(
    document,
    'Stays',
    [
      { header: 'Child', width: 200 },
      { header: 'Checked in', width: 110 },
      { header: 'Checked out', width: 110 },
      { header: 'Hours', width: 60 },
    ],
    attendance.byPatient.map((stay) => [
      stay.patientName,
      formatTime(new Date(stay.checkedInAt), zone),
      stay.checkedOutAt ? formatTime(new Date(stay.checkedOutAt), zone) : 'Not checked out',
      stay.hours.toFixed(2),
    ]),
  );
  heading(document, 'Clinical notes');
  line(
    document,
    `${clinicalNotes.totalNotes} notes (${
      clinicalNotes.notesByType
        .filter((entry) => entry.count > 0)
        .map((entry) => `${entry.noteType.replaceAll('_', ' ')} ${entry.count}`)
        .join(', ') || 'none'
    }); ` +
      `${clinicalNotes.criticalIncidents} incident reports; ${clinicalNotes.amendmentsCount} amendments.`,
  );
  table(
    document,
    'Notes by author',
    [
      { header: 'Author', width: 220 },
      { header: 'Notes', width: 60 },
      { header: 'Last activity', width: 120 },
    ],
    clinicalNotes.staffContributions.map((entry) => [
      entry.staffName,
      String(entry.notesCount),
      formatTime(new Date(entry.lastActivity), zone),
    ]),
  );
  heading(document, 'Medications');
  line(
    document,
    `${medications.scheduledDoses} scheduled doses: ${medications.givenOnTime} on time, ${medications.givenLate} late, ` +
      `${medications.missedDoses} missed, ${medications.heldDoses} held, ${medications.refusedDoses} refused, ${medications.givenAtHome} given at home. ` +
      `On-time rate ${percent(medications.onTimeRate)}; ${medications.medicationErrors} medication errors; ${medications.amendedRecords} corrected records.`,
  );
  table(
    document,
    'Doses by child',
    [
      { header: 'Child', width: 172 },
      { header: 'Scheduled', width: 60 },
      { header: 'On time', width: 60 },
      { header: 'Late', width: 60 },
      { header: 'Missed', width: 60 },
      { header: 'Held', width: 60 },
      { header: 'Refused', width: 60 },
    ],
    medications.byPatient.map((row) =>
      [row.patientName, row.scheduled, row.onTime, row.late, row.missed, row.held, row.refused].map(String),
    ),
  );
  heading(document, 'Vital signs');
  line(
    document,
    `${vitalSigns.totalReadings} readings, ${vitalSigns.alertsGenerated} alerts, ${vitalSigns.abnormalReadings} abnormal readings, ${vitalSigns.criticalReadings} critical.`,
  );
  const range = (points: readonly { value: number }[]) =>
    points.length === 0
      ? '-'
      : `${Math.min(...points.map((point) => point.value))}-${Math.max(...points.map((point) => point.value))}`;
  table(
    document,
    'Readings by child',
    [
      { header: 'Child', width: 180 },
      { header: 'Readings', width: 60 },
      { header: 'Abnormal', width: 60 },
      { header: 'Temp °F', width: 80 },
      { header: 'Heart rate', width: 80 },
      { header: 'Last BP', width: 72 },
    ],
    vitalSigns.byPatient.map((row) => {
      const pressure = row.trends.bloodPressure.at(-1);
      return [
        row.patientName,
        String(row.readings),
        String(row.abnormalReadings),
        range(row.trends.temperature),
        range(row.trends.heartRate),
        pressure ? `${pressure.systolic}/${pressure.diastolic}` : '-',
      ];
    }),
  );
}

function drawOperationsSections(document: Document, sections: EodSections, zone: string): void {
  const { transportation, billing, childDays } = sections;
  heading(document, 'Transportation');
  line(
    document,
    `${transportation.totalRoutes} routes: ${transportation.completedRoutes} completed, ${transportation.cancelledRoutes} cancelled; ` +
      `on time ${percent(transportation.onTimePerformance)}; ${transportation.totalPatients} children carried; ${transportation.incidents} incidents.`,
  );
  table(
    document,
    'Routes',
    [
      { header: 'Route', width: 130 },
      { header: 'Driver', width: 110 },
      { header: 'Status', width: 70 },
      { header: 'Arrival', width: 90 },
      { header: 'Late (min)', width: 55 },
      { header: 'Incidents', width: 77 },
    ],
    transportation.routeMetrics.map((route) => [
      route.routeName,
      route.driverName,
      route.status.replaceAll('_', ' '),
      route.actualArrival ? formatTime(new Date(route.actualArrival), zone) : '-',
      route.minutesLate === null ? '-' : String(route.minutesLate),
      route.incidents.join('; ') || 'None',
    ]),
  );
  heading(document, 'Billing');
  line(
    document,
    `Charges ${money(billing.totalCharges)}; ${billing.claimsSubmitted} claims submitted; ${billing.claimsPaid} paid and ${billing.claimsDenied} denied ` +
      `(payments posted ${money(billing.paymentsPosted)}); outstanding balance ${money(billing.outstandingBalance)}; ` +
      `collection rate ${percent(billing.collectionRate)}; denial rate ${percent(billing.denialRate)}.`,
  );
  table(
    document,
    'By insurance',
    [
      { header: 'Insurance', width: 200 },
      { header: 'Claims', width: 60 },
      { header: 'Charges', width: 90 },
      { header: 'Paid', width: 90 },
      { header: 'Denied', width: 60 },
    ],
    billing.byInsurance.map((row) => [
      row.insuranceName,
      String(row.claims),
      money(row.charges),
      money(row.paid),
      String(row.denied),
    ]),
  );
  table(
    document,
    'Revenue by service',
    [
      { header: 'Service', width: 60 },
      { header: 'Description', width: 260 },
      { header: 'Units', width: 60 },
      { header: 'Charges', width: 90 },
    ],
    billing.revenueByService.map((row) => [row.code, row.description, String(row.units), money(row.charges)]),
  );
  heading(document, 'Child-day checks');
  table(
    document,
    'Child-day checks',
    [
      { header: 'Child', width: 150 },
      { header: 'Check', width: 130 },
      { header: 'Result', width: 50 },
      { header: 'Found', width: 202 },
    ],
    childDays.flatMap((day) =>
      day.checks.map((check) => [
        day.patientName,
        CHILD_DAY_CHECK_LABELS[check.check],
        check.isPassed ? 'Passed' : 'Failed',
        check.detail,
      ]),
    ),
  );
}

/** The footer of every page: the report's hash, confidentiality and "Page x of y". */
function drawFooters(document: Document, report: EodReportDetail): void {
  const range = document.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    document.switchToPage(index);
    const y = document.page.height - MARGIN - 6;
    document.page.margins.bottom = 0;
    document
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text(`SHA-256 ${report.hash}`, MARGIN, y, { lineBreak: false })
      .text('CONFIDENTIAL - contains protected health information (HIPAA).', MARGIN, y + 10, {
        lineBreak: false,
      })
      .text(`Page ${index + 1} of ${range.count}`, document.page.width - MARGIN - 80, y + 10, {
        width: 80,
        align: 'right',
        lineBreak: false,
      });
  }
}

/**
 * The printable end-of-day report (pdfkit, Letter portrait): the facility's name and the day, who generated it
 * and when, its verification, the summary with how the score was computed, every section as tables, the
 * signature and hash, and a footer with the hash and "Page x of y" on every page. Resolves to the PDF's bytes.
 */
export function renderReportPdf(report: EodReportDetail): Promise<Buffer> {
  const document = new PDFDocument({ size: 'LETTER', margin: MARGIN, bufferPages: true });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const zone = report.timeZone;
  document.info.Title = `End of Day Report ${report.reportDate} - ${report.facilityName}`;
  document.font('Helvetica-Bold').fontSize(16).text(report.facilityName, MARGIN, MARGIN);
  document.fontSize(13).text(`End of Day Report - ${formatCalendarDate(report.reportDate)}`);
  line(
    document,
    `Generated ${formatDateTime(new Date(report.generatedAt), zone)} (${zone}) by ${report.generatedBy}. ` +
      `Status: ${report.status}. Kept until ${formatCalendarDate(report.retentionDate)}.`,
  );
  line(
    document,
    report.verification.problem
      ? `Verification FAILED: ${report.verification.problem}`
      : 'Verified: the contents match the SHA-256 hash and the server signature is valid.',
  );
  if (report.summary && report.sections) {
    drawSummary(document, report.summary);
    drawCareSections(document, report.sections, zone);
    drawOperationsSections(document, report.sections, zone);
  }
  heading(document, 'Integrity');
  line(document, `SHA-256 hash: ${report.hash}`);
  line(document, `Server signature (Ed25519, base64): ${report.digitalSignature}`);
  drawFooters(document, report);
  document.end();
  return finished;
}
