import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { sniffDocumentType, type DocumentCategory } from '@carenest/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { storeUpload, type BlobStore } from '../documents/index.ts';
import { encodeRgbaPng } from '../lib/png.ts';
import { demoEmailFor } from './demo-accounts.ts';
import { DEMO_EXCLUDED_CHILD, DEMO_RETURN_STATEMENT } from './demo-infection-control.ts';
import { DEMO_MESSAGE_WITH_LETTER } from './demo-messages.ts';

/** One demo document: whose it is (by MRN), who uploaded it, and what it contains. */
interface DemoDocument {
  medicalRecordNumber: string;
  uploaderRole: 'nurse' | 'parent' | 'administrator';
  fileName: string;
  category: DocumentCategory;
  render: () => Promise<Buffer>;
  /** The body of the demo message that carries this document, if one does. */
  attachedToMessage?: string;
}

/** Attaches a stored demo document to the demo message with this body (when the demo messages exist). */
async function attachToDemoMessage(db: Kysely<Database>, body: string, documentId: string): Promise<void> {
  const message = await db
    .selectFrom('secure_messages')
    .select('id')
    .where('body', '=', body)
    .executeTakeFirst();
  if (!message) return;
  await db
    .insertInto('secure_message_attachments')
    .values({ message_id: message.id, document_id: documentId, position: 0 })
    .execute();
}

/** A one-page letter-size PDF with a title and a few lines, rendered by pdfkit. */
function renderPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title } });
    const parts: Buffer[] = [];
    document.on('data', (part: Buffer) => parts.push(part));
    document.on('end', () => resolve(Buffer.concat(parts)));
    document.on('error', reject);
    document.fontSize(18).text(title).moveDown();
    document.fontSize(11);
    for (const line of lines) document.text(line).moveDown(0.5);
    document.end();
  });
}

/** A small PNG: a card-shaped blue and white image (an insurance card photo stand-in). */
function renderCardPng(): Promise<Buffer> {
  const width = 64;
  const height = 40;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const isBand = y < 10;
      pixels.set(isBand ? [25, 90, 170, 255] : [245, 248, 252, 255], (y * width + x) * 4);
    }
  }
  return Promise.resolve(encodeRgbaPng(width, height, pixels));
}

/** The demo documents: two for each child linked to the demo parent, one for a child who is not. */
const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    medicalRecordNumber: 'MRN-100234',
    uploaderRole: 'nurse',
    fileName: 'Cardiology consult letter.pdf',
    category: 'medical_records',
    attachedToMessage: DEMO_MESSAGE_WITH_LETTER,
    render: () =>
      renderPdf('Cardiology consult', [
        'Reason for referral: follow-up of repaired ventricular septal defect.',
        'Findings: no residual shunt; normal biventricular function.',
        'Plan: routine review in 12 months.',
      ]),
  },
  {
    medicalRecordNumber: 'MRN-100234',
    uploaderRole: 'parent',
    fileName: 'Insurance card.png',
    category: 'insurance',
    render: renderCardPng,
  },
  {
    medicalRecordNumber: 'MRN-100235',
    uploaderRole: 'administrator',
    fileName: 'Photo consent form.pdf',
    category: 'consent_forms',
    render: () =>
      renderPdf('Photography consent', [
        'The parent or guardian consents to care photographs kept in the chart.',
        'Photographs are not shared outside the care team.',
      ]),
  },
  {
    medicalRecordNumber: DEMO_EXCLUDED_CHILD,
    uploaderRole: 'nurse',
    fileName: DEMO_RETURN_STATEMENT,
    category: 'medical_records',
    render: () =>
      renderPdf("Physician's statement: return to care", [
        'The child was seen for a suspected varicella infection; all lesions are crusted over.',
        'The child is no longer contagious and may return to the center.',
      ]),
  },
];

/**
 * Stores the demo documents, encrypted like any upload and marked clean (the server generated them), for
 * the demo children who exist. Runs after the demo seed, outside its transaction (file I/O).
 */
export async function seedDemoDocuments(
  db: Kysely<Database>,
  store: BlobStore,
  masterKey: Buffer,
): Promise<number> {
  let count = 0;
  for (const demo of DEMO_DOCUMENTS) {
    const patient = await db
      .selectFrom('patients')
      .select(['id', 'facility_id'])
      .where('medical_record_number', '=', demo.medicalRecordNumber)
      .executeTakeFirst();
    const uploader = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoEmailFor(demo.uploaderRole))
      .executeTakeFirst();
    if (!patient || !uploader) continue;
    const stored = await storeUpload(store, masterKey, Readable.from([await demo.render()]));
    await db
      .insertInto('patient_documents')
      .values({
        id: stored.documentId,
        patient_id: patient.id,
        facility_id: patient.facility_id,
        uploaded_by: uploader.id,
        uploaded_from_ip: '127.0.0.1',
        file_name: demo.fileName,
        file_type: sniffDocumentType(stored.head)!,
        file_size: stored.size,
        category: demo.category,
        sha256: stored.sha256,
        storage_key: stored.storageKey,
        wrapped_key: stored.wrappedKey,
        content_nonce: stored.nonce,
        scan_status: 'clean',
        scanned_at: new Date(),
      })
      .execute();
    if (demo.attachedToMessage) await attachToDemoMessage(db, demo.attachedToMessage, stored.documentId);
    count += 1;
  }
  return count;
}
