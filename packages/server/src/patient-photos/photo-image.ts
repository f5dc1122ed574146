import sharp from 'sharp';
import { MESSAGES, PHOTO_MAXIMUM_PIXELS, photoContentTypeOf, type PhotoContentType } from '@carenest/core';
import { badRequest } from '../lib/http-error.ts';

/** A photo ready to store: re-encoded bytes and their type. */
export interface CleanPhoto {
  content: Buffer;
  contentType: PhotoContentType;
}

/** 400 naming the file, with the spec's document type message. */
function notAnImage() {
  return badRequest(MESSAGES.documentTypeNotAllowed, { file: MESSAGES.documentTypeNotAllowed });
}

/**
 * Checks an uploaded photo by its content (a JPEG or PNG by magic bytes, else 400 with the documents' type
 * message) and re-encodes it: the camera's orientation applied to the pixels, at most 512 px on its longest
 * side, and nothing else kept: sharp writes no EXIF, GPS, XMP or ICC block unless told to, so where and when
 * a parent's phone took the picture never reaches the store. A file that only starts like an image is refused
 * the same way.
 */
export async function cleanPhoto(bytes: Buffer): Promise<CleanPhoto> {
  const contentType = photoContentTypeOf(bytes.subarray(0, 16));
  if (!contentType) throw notAnImage();
  const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize(PHOTO_MAXIMUM_PIXELS, PHOTO_MAXIMUM_PIXELS, { fit: 'inside', withoutEnlargement: true });
  try {
    const content =
      contentType === 'image/jpeg'
        ? await pipeline.jpeg({ quality: 85 }).toBuffer()
        : await pipeline.png({ compressionLevel: 9 }).toBuffer();
    return { content, contentType };
  } catch {
    throw notAnImage();
  }
}
