// The layout of the end-of-day report's PDF (render-report-pdf.ts): margins, headings, lines and tables that
// page themselves.

/** The page margin, in points. */
export const MARGIN = 40;
const FOOTER_SPACE = 34;
const ROW_HEIGHT = 15;

/** A table column: its header and width in points. */
export interface Column {
  header: string;
  width: number;
}

/** A pdfkit document. */
export type Document = PDFKit.PDFDocument;

/** A share as a percent, or "not measured". */
export const percent = (rate: number | null) =>
  rate === null ? 'not measured' : `${Math.round(rate * 1000) / 10}%`;
/** Dollars to the cent. */
export const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** Starts a new page when fewer than `needed` points remain above the footer. */
function ensureRoom(document: Document, needed: number): void {
  if (document.y + needed > document.page.height - MARGIN - FOOTER_SPACE) document.addPage();
}

/** A section heading, on a new page when the section would start at the foot of one. */
export function heading(document: Document, text: string): void {
  ensureRoom(document, 60);
  document.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('#1b3a5c').text(text, MARGIN);
  document.fillColor('black').moveDown(0.2);
}

/** A line of text, wrapped to the page. */
export function line(document: Document, text: string): void {
  ensureRoom(document, 14);
  document
    .font('Helvetica')
    .fontSize(9)
    .text(text, MARGIN, document.y, { width: document.page.width - 2 * MARGIN });
}

/**
 * A table with its header repeated on each page; a cell's text wraps within its column and the row grows to the
 * tallest cell. An empty table says "<caption>: none.".
 */
export function table(
  document: Document,
  caption: string,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): void {
  const heightOf = (cells: readonly string[], isHeader: boolean) => {
    document.font(isHeader ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    return Math.max(
      ROW_HEIGHT,
      ...cells.map((text, index) => document.heightOfString(text, { width: columns[index]!.width - 4 }) + 6),
    );
  };
  const drawRow = (cells: readonly string[], isHeader: boolean) => {
    const height = heightOf(cells, isHeader);
    ensureRoom(document, height);
    const y = document.y;
    let x = MARGIN;
    document.font(isHeader ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((text, index) => {
      const { width } = columns[index]!;
      document.text(text, x + 2, y + 3, { width: width - 4 });
      x += width;
    });
    document
      .moveTo(MARGIN, y + height)
      .lineTo(x, y + height)
      .strokeColor(isHeader ? '#888888' : '#dddddd')
      .stroke();
    document.x = MARGIN;
    document.y = y + height;
  };
  if (rows.length === 0) {
    line(document, `${caption}: none.`);
    return;
  }
  const header = columns.map((column) => column.header);
  ensureRoom(document, heightOf(header, true) + heightOf(rows[0]!, false));
  drawRow(header, true);
  for (const row of rows) {
    if (document.y + heightOf(row, false) > document.page.height - MARGIN - FOOTER_SPACE) {
      document.addPage();
      drawRow(header, true);
    }
    drawRow(row, false);
  }
  document.moveDown(0.3);
}
