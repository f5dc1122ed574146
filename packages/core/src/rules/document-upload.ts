import { MESSAGES } from '../messages.ts';

/** The spec's upload limit: a document is at most 10 MB. */
export const DOCUMENT_MAXIMUM_BYTES = 10 * 1024 * 1024;

/** How many leading bytes of a file decide its type (room for the first entries of a DOCX archive). */
export const DOCUMENT_SNIFF_BYTES = 64 * 1024;

/** The file types the spec allows: PDF, JPEG and PNG images, Word documents (doc and docx). */
export const DOCUMENT_FILE_TYPES = ['pdf', 'jpeg', 'png', 'doc', 'docx'] as const;
/** An allowed file type, as decided by the file's content. */
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** The Content-Type a document of each type is served with. */
export const DOCUMENT_MIME_TYPES: Record<DocumentFileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Short labels of the file types, for lists and the information sheet. */
export const DOCUMENT_FILE_TYPE_LABELS: Record<DocumentFileType, string> = {
  pdf: 'PDF',
  jpeg: 'JPEG image',
  png: 'PNG image',
  doc: 'Word document',
  docx: 'Word document',
};

/** The file name extensions the upload accepts, with the type each one must contain. */
const EXTENSION_TYPES: Readonly<Record<string, DocumentFileType>> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  doc: 'doc',
  docx: 'docx',
};

/** The `accept` list of the file picker (the spec's "pdf, doc, docx, jpg, jpeg, png"). */
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

/** The longest stored file name, in characters. */
const MAXIMUM_NAME_LENGTH = 200;

/** Whether a character is a control character or a Unicode control that reorders text (used to disguise extensions). */
function isUnsafeNameCharacter(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * The name a document is stored under: the base name only (whatever precedes the last slash or backslash
 * is dropped, as some browsers send a full path), without control or text-direction characters, trimmed,
 * at most 200 characters with the extension kept. Undefined when nothing usable is left ("", ".", "..").
 */
export function uploadFileName(rawName: string): string | undefined {
  const baseName = rawName.split(/[/\\]/).pop() ?? '';
  const cleaned = [...baseName]
    .filter((character) => !isUnsafeNameCharacter(character))
    .join('')
    .trim()
    .replace(/[. ]+$/, '');
  if (!cleaned || /^\.+$/.test(cleaned)) return undefined;
  if (cleaned.length <= MAXIMUM_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAXIMUM_NAME_LENGTH - extension.length) + extension;
}

/** The type a file name's extension promises (case-insensitive), or undefined for any other extension. */
export function documentTypeOfName(fileName: string): DocumentFileType | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  return EXTENSION_TYPES[fileName.slice(dot + 1).toLowerCase()];
}

/**
 * What is wrong with a chosen file before any byte is read, in the spec's words: over 10 MB, empty, a name
 * that leaves nothing, or an extension outside pdf, jpeg, jpg, png, doc, docx. Undefined when it may go.
 */
export function documentFileProblem(file: { name: string; size: number }): string | undefined {
  if (file.size > DOCUMENT_MAXIMUM_BYTES) return MESSAGES.documentTooLarge;
  if (file.size === 0) return MESSAGES.documentEmpty;
  const name = uploadFileName(file.name);
  if (!name) return MESSAGES.documentFileNameInvalid;
  if (!documentTypeOfName(name)) return MESSAGES.documentTypeNotAllowed;
  return undefined;
}

/** The leading bytes of each allowed type (and of the ZIP container of DOCX). */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** Whether `bytes` begins with `signature`. */
function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.length <= bytes.length && signature.every((value, index) => bytes[index] === value);
}

/** The names of the ZIP local file headers ("PK\x03\x04") found in the leading bytes of an archive. */
export function zipEntryNamesOf(head: Uint8Array): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 30 <= head.length && names.length < 64; offset += 1) {
    if (!startsWith(head.subarray(offset), ZIP_LOCAL_HEADER)) continue;
    const nameLength = head[offset + 26]! | (head[offset + 27]! << 8);
    const end = offset + 30 + nameLength;
    if (nameLength === 0 || end > head.length) continue;
    names.push(String.fromCharCode(...head.subarray(offset + 30, end)));
    offset = end - 1;
  }
  return names;
}

/**
 * The type of a file by its content ("magic bytes"), never by its name: PDF "%PDF-", JPEG FF D8 FF, PNG's
 * 8-byte signature, Word 97-2003 as an OLE compound file, and DOCX as a ZIP archive whose entries include
 * "[Content_Types].xml" and the "word/" part. Undefined for anything else (text, executables, other archives).
 */
export function sniffDocumentType(head: Uint8Array): DocumentFileType | undefined {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, OLE_COMPOUND_FILE)) return 'doc';
  if (startsWith(head, ZIP_LOCAL_HEADER)) {
    const names = zipEntryNamesOf(head);
    const isWord = names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
    return isWord ? 'docx' : undefined;
  }
  return undefined;
}

/**
 * The spec's type message when a file's content is not an allowed type or does not match its extension
 * (a text file or an executable renamed .pdf, a PNG named .jpg); undefined when the two agree.
 */
export function documentContentProblem(fileName: string, head: Uint8Array): string | undefined {
  const sniffed = sniffDocumentType(head);
  return sniffed && sniffed === documentTypeOfName(fileName) ? undefined : MESSAGES.documentTypeNotAllowed;
}
