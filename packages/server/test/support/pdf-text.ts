import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as far as a test needs it: each Flate stream inflated, and the strings of its text
 * operators (pdfkit writes them as hex, split where it kerns) joined per operator, one line each.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const source = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...operation[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
        Buffer.from(hex[1]!, 'hex').toString('latin1'),
      );
      lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}
