import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { EICAR_TEST_STRING } from '../../src/documents/scanning/eicar-scanner.ts';
import { encodeRgbaPng } from '../../src/lib/png.ts';

/** A multipart/form-data body: the fields first, then at most one file part named "file". */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----carenest${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small PDF with a marker text in it (valid enough for magic-byte sniffing and for readers). */
export function samplePdf(marker = 'CareNest sample document', padding = 0): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\n`),
    randomBytes(padding),
    Buffer.from('\n%%EOF\n'),
  ]);
}

/** A tiny PNG (4x4, opaque blue). */
export function samplePng(): Buffer {
  const pixels = new Uint8Array(4 * 4 * 4);
  for (let index = 0; index < pixels.length; index += 4) pixels.set([30, 90, 200, 255], index);
  return encodeRgbaPng(4, 4, pixels);
}

/** A PDF carrying the EICAR test string, placed at `offset` (e.g. across a 64 KiB segment boundary). */
export function eicarPdf(offset = 20): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const filler = Buffer.alloc(Math.max(0, offset - head.length), 0x20);
  return Buffer.concat([head, filler, Buffer.from(EICAR_TEST_STRING, 'latin1'), Buffer.from('\n%%EOF\n')]);
}

/** Waits until the background scan has decided a document (clean or infected) and answers the status. */
export async function waitForScan(db: Kysely<Database>, documentId: string): Promise<string> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const row = await db
      .selectFrom('patient_documents')
      .select('scan_status')
      .where('id', '=', documentId)
      .executeTakeFirst();
    if (row && row.scan_status !== 'pending') return row.scan_status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`document ${documentId} is still pending`);
}
