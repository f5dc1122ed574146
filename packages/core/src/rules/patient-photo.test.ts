import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { PHOTO_MAXIMUM_BYTES, photoContentTypeOf, photoFileProblem } from './patient-photo.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("a child's photo by its content", () => {
  it('knows a JPEG and a PNG by their magic bytes, and nothing else', () => {
    expect(photoContentTypeOf(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(photoContentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(photoContentTypeOf(bytes(0x25, 0x50, 0x44, 0x46, 0x2d))).toBeUndefined();
    expect(photoContentTypeOf(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBeUndefined();
  });

  it("refuses another type with the documents' message, and a photo past 5 MB", () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe(MESSAGES.documentTypeNotAllowed);
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAXIMUM_BYTES + 1 })).toBe(
      MESSAGES.photoTooLarge,
    );
    expect(photoFileProblem({ type: 'image/jpeg', size: PHOTO_MAXIMUM_BYTES })).toBeUndefined();
  });
});
