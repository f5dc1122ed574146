import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  DOCUMENT_MAXIMUM_BYTES,
  documentContentProblem,
  documentFileProblem,
  documentTypeOfName,
  sniffDocumentType,
  uploadFileName,
  zipEntryNamesOf,
} from './document-upload.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from(value, (character) => character.charCodeAt(0));

/** A ZIP local file header for one stored entry named `name` with `body`. */
function zipEntry(name: string, body = 'x'): Uint8Array {
  const header = new Uint8Array(30);
  header.set([0x50, 0x4b, 0x03, 0x04]);
  header[26] = name.length & 0xff;
  header[27] = name.length >> 8;
  return Uint8Array.from([...header, ...text(name), ...text(body)]);
}

describe('document upload: the spec rule "at most 10 MB, pdf, jpeg, jpg, png, doc, docx"', () => {
  it('refuses a file over 10 MB with the spec message, and lets exactly 10 MB through', () => {
    expect(documentFileProblem({ name: 'scan.pdf', size: DOCUMENT_MAXIMUM_BYTES + 1 })).toBe(
      'File size must be less than 10MB',
    );
    expect(documentFileProblem({ name: 'scan.pdf', size: DOCUMENT_MAXIMUM_BYTES })).toBeUndefined();
  });

  it('refuses an empty file', () => {
    expect(documentFileProblem({ name: 'scan.pdf', size: 0 })).toBe(MESSAGES.documentEmpty);
  });

  it('refuses extensions outside the list with the spec message, case-insensitively accepting the rest', () => {
    for (const name of ['setup.exe', 'notes.txt', 'archive.zip', 'no-extension', 'page.html'])
      expect(documentFileProblem({ name, size: 10 })).toBe(
        'File type not allowed. Please upload PDF, Word, or image files.',
      );
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.DOCX'])
      expect(documentFileProblem({ name, size: 10 })).toBeUndefined();
    expect(documentTypeOfName('photo.jpg')).toBe('jpeg');
  });
});

describe('upload file names: reduced to a safe base name', () => {
  it('drops any path a client sends, with slashes or backslashes', () => {
    expect(uploadFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(uploadFileName('C:\\Users\\amy\\scan.pdf')).toBe('scan.pdf');
    expect(uploadFileName('/tmp/x/report.png')).toBe('report.png');
  });

  it('removes control and text-direction characters that could disguise a name', () => {
    expect(uploadFileName('re\u0000port\r\n.pdf')).toBe('report.pdf');
    expect(uploadFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('refuses names that leave nothing usable', () => {
    for (const name of ['', '..', '../', 'a/..', '\u0001\u0002', '   '])
      expect(uploadFileName(name), JSON.stringify(name)).toBeUndefined();
    expect(documentFileProblem({ name: '../..', size: 10 })).toBe(MESSAGES.documentFileNameInvalid);
  });

  it('keeps the extension when shortening a very long name', () => {
    const name = uploadFileName(`${'a'.repeat(300)}.pdf`)!;
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('file types by their content (magic bytes)', () => {
  it('recognises PDF, JPEG, PNG and Word 97-2003', () => {
    expect(sniffDocumentType(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffDocumentType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('doc');
  });

  it('recognises DOCX as a ZIP with [Content_Types].xml and word/ entries, and no other ZIP', () => {
    const docx = Uint8Array.from([...zipEntry('[Content_Types].xml'), ...zipEntry('word/document.xml')]);
    expect(zipEntryNamesOf(docx)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(sniffDocumentType(docx)).toBe('docx');
    const spreadsheet = Uint8Array.from([...zipEntry('[Content_Types].xml'), ...zipEntry('xl/workbook.xml')]);
    expect(sniffDocumentType(spreadsheet)).toBeUndefined();
    expect(sniffDocumentType(zipEntry('payload.exe'))).toBeUndefined();
  });

  it('refuses text and executables, and a PNG is not a PDF', () => {
    expect(sniffDocumentType(text('hello, this is plain text'))).toBeUndefined();
    expect(sniffDocumentType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeUndefined();
    expect(sniffDocumentType(bytes())).toBeUndefined();
  });

  it('asks the content to match the extension', () => {
    expect(documentContentProblem('renamed.pdf', text('just text'))).toBe(MESSAGES.documentTypeNotAllowed);
    expect(documentContentProblem('setup.pdf', bytes(0x4d, 0x5a, 0x90, 0x00))).toBe(
      MESSAGES.documentTypeNotAllowed,
    );
    expect(documentContentProblem('photo.pdf', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(
      MESSAGES.documentTypeNotAllowed,
    );
    expect(documentContentProblem('photo.JPG', bytes(0xff, 0xd8, 0xff, 0xe0))).toBeUndefined();
  });
});
