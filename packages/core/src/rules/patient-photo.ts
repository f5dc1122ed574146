import { MESSAGES } from '../messages.ts';
import { sniffDocumentType } from './document-upload.ts';

/** The largest photo of a child accepted, before it is re-encoded. */
export const PHOTO_MAXIMUM_BYTES = 5 * 1024 * 1024;
/** The longest side, in pixels, of a photo as it is stored (larger ones are scaled down). */
export const PHOTO_MAXIMUM_PIXELS = 512;

/** The two kinds of photo a chart keeps. */
export type PhotoContentType = 'image/jpeg' | 'image/png';

/** The photo's type by its content (magic bytes, as documents are sniffed), or undefined for anything else. */
export function photoContentTypeOf(head: Uint8Array): PhotoContentType | undefined {
  const sniffed = sniffDocumentType(head);
  if (sniffed === 'jpeg') return 'image/jpeg';
  if (sniffed === 'png') return 'image/png';
  return undefined;
}

/**
 * What is wrong with a chosen photo before it is sent, in the spec's words: the documents' type message
 * for anything but a JPEG or PNG, the size message past 5 MB; undefined when it may be sent.
 */
export function photoFileProblem(file: { type: string; size: number }): string | undefined {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return MESSAGES.documentTypeNotAllowed;
  if (file.size > PHOTO_MAXIMUM_BYTES) return MESSAGES.photoTooLarge;
  return undefined;
}
