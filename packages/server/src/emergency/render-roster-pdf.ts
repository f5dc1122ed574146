import PDFDocument from 'pdfkit';
import { formatCalendarDate, formatDateTime } from '@carenest/core';
import type { RosterChild } from './load-roster.ts';
import { ROSTER_DOSE_HOURS } from './load-roster.ts';

/** What the roster shows besides its children. */
export interface EvacuationRoster {
  facilityName: string;
  timeZone: string;
  generatedAt: Date;
  generatedBy: string;
  children: readonly (RosterChild & { photoBytes: Buffer | null })[];
}

/**
 * A narrow page (5.5 × 8.5 in, half Letter): one column that reads at a phone's width without zooming and
 * still prints on any printer.
 */
const PAGE = { width: 396, height: 612 } as const;
const MARGIN = 24;
const PHOTO_SIZE = 64;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
/** Room a child's block needs at least before it starts; less and it starts on a new page. */
const BLOCK_START_ROOM = 170;

/** A labelled line: the label bold, the text after it, wrapped within `width`. */
function labelled(document: PDFKit.PDFDocument, label: string, text: string, x: number, width: number) {
  document
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(`${label}: `, x, document.y, { width, continued: true })
    .font('Helvetica')
    .text(text);
}

/** A labelled list: the label on its own line, then one line per item (or `none`). */
function listed(document: PDFKit.PDFDocument, label: string, items: readonly string[], none: string) {
  if (items.length === 0) {
    labelled(document, label, none, MARGIN, TEXT_WIDTH);
    return;
  }
  document.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(`${label}:`, MARGIN, document.y, {
    width: TEXT_WIDTH,
  });
  document.font('Helvetica');
  for (const item of items) document.text(`-  ${item}`, MARGIN + 8, document.y, { width: TEXT_WIDTH - 8 });
}

/** One child: photo (when there is one), name, transport, equipment, doses due, allergies and guardians. */
function drawChild(document: PDFKit.PDFDocument, child: EvacuationRoster['children'][number]) {
  if (document.y + BLOCK_START_ROOM > PAGE.height - MARGIN) document.addPage();
  const top = document.y + 6;
  document
    .moveTo(MARGIN, top - 3)
    .lineTo(PAGE.width - MARGIN, top - 3)
    .strokeColor('#adb5bd')
    .stroke();
  const textX = child.photoBytes ? MARGIN + PHOTO_SIZE + 10 : MARGIN;
  const width = PAGE.width - MARGIN - textX;
  if (child.photoBytes)
    document.image(child.photoBytes, MARGIN, top + 2, { fit: [PHOTO_SIZE, PHOTO_SIZE], align: 'center' });
  document
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#000000')
    .text(child.name, textX, top + 2, { width });
  document
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#343a40')
    .text(`${child.medicalRecordNumber} - born ${formatCalendarDate(child.dateOfBirth)}`, textX, document.y, {
      width,
    });
  labelled(document, 'Transport', child.transport ?? 'Not recorded - check the chart', textX, width);
  labelled(
    document,
    'Equipment',
    child.equipment.length > 0 ? child.equipment.join(', ') : 'None',
    textX,
    width,
  );
  document.y = Math.max(document.y, child.photoBytes ? top + PHOTO_SIZE + 6 : document.y);
  if (child.needsNotes) labelled(document, 'Notes', child.needsNotes, MARGIN, TEXT_WIDTH);
  listed(document, `Doses due (next ${ROSTER_DOSE_HOURS} h)`, child.dosesDue, 'None');
  document.fillColor(child.allergies.length > 0 ? '#c92a2a' : '#000000');
  document
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Allergies: ', MARGIN, document.y, { width: TEXT_WIDTH, continued: true })
    .font('Helvetica')
    .text(child.allergies.length > 0 ? child.allergies.join('; ') : 'No known allergies');
  document.fillColor('#000000');
  const guardians = child.guardians.map(
    (guardian) => `${guardian.name} (${guardian.relationship}) ${guardian.phone}`,
  );
  listed(document, 'Guardians', guardians, 'None on file');
  document.moveDown(0.6);
}

/** The confidentiality line and "Page x of y" at the foot of every page. */
function drawFooters(document: PDFKit.PDFDocument) {
  const range = document.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    document.switchToPage(index);
    document.page.margins.bottom = 0;
    const y = PAGE.height - MARGIN + 6;
    document
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#555555')
      .text('CONFIDENTIAL - protected health information.', MARGIN, y, { lineBreak: false })
      .text(`Page ${index + 1} of ${range.count}`, PAGE.width - MARGIN - 70, y, {
        width: 70,
        align: 'right',
        lineBreak: false,
      });
  }
}

/**
 * The printable evacuation roster (26 TAC §550.209: each child's equipment, evacuation transport, medications
 * and records leave with the child), rendered with pdfkit on a narrow page: the facility, when and by whom it was
 * taken, how many children are present, then one block per child. Resolves to the PDF's bytes.
 */
export function renderRosterPdf(roster: EvacuationRoster): Promise<Buffer> {
  const document = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: MARGIN + 12, left: MARGIN, right: MARGIN },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.info.Title = `Evacuation Roster - ${roster.facilityName}`;
  document
    .font('Helvetica-Bold')
    .fontSize(18)
    .text('Evacuation Roster', MARGIN, MARGIN, { width: TEXT_WIDTH });
  document
    .font('Helvetica')
    .fontSize(10)
    .text(roster.facilityName, { width: TEXT_WIDTH })
    .fontSize(9)
    .text(
      `Taken ${formatDateTime(roster.generatedAt, roster.timeZone)} (${roster.timeZone}) by ${roster.generatedBy}`,
      { width: TEXT_WIDTH },
    )
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`${roster.children.length} ${roster.children.length === 1 ? 'child' : 'children'} present`, {
      width: TEXT_WIDTH,
    });
  document.moveDown(0.4);
  if (roster.children.length === 0)
    document
      .font('Helvetica')
      .fontSize(10)
      .text('No children are checked in right now.', { width: TEXT_WIDTH });
  for (const child of roster.children) drawChild(document, child);
  drawFooters(document);
  document.end();
  return finished;
}
