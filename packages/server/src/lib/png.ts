import { crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel by PNG colour type, for 8-bit images. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** What a signature check needs to know of a PNG: its size and how many pixels carry ink. */
export interface PngInkSummary {
  width: number;
  height: number;
  inkPixels: number;
}

/** The Paeth predictor of RFC 2083 section 6.6: whichever neighbour is closest to left + up - upper left. */
function paeth(left: number, up: number, upLeft: number): number {
  const toLeft = Math.abs(up - upLeft);
  const toUp = Math.abs(left - upLeft);
  const toUpLeft = Math.abs(left + up - 2 * upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/**
 * Undoes the per-row PNG filters (RFC 2083 section 6). One tight loop per filter type, not a test of the type
 * for every byte: a signature is checked on every dose recorded, and a browser's canvas PNG uses them all.
 */
function unfilter(data: Buffer, width: number, height: number, channels: number): Buffer {
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    const filter = data[row * (stride + 1)];
    const source = row * (stride + 1) + 1;
    const target = row * stride;
    const above = target - stride;
    const hasAbove = row > 0;
    if (filter === 0 || (filter === 2 && !hasAbove)) {
      data.copy(pixels, target, source, source + stride);
    } else if (filter === 1) {
      data.copy(pixels, target, source, source + channels);
      for (let index = channels; index < stride; index += 1)
        pixels[target + index] = (data[source + index]! + pixels[target + index - channels]!) & 0xff;
    } else if (filter === 2) {
      for (let index = 0; index < stride; index += 1)
        pixels[target + index] = (data[source + index]! + pixels[above + index]!) & 0xff;
    } else if (filter === 3) {
      for (let index = 0; index < stride; index += 1) {
        const left = index >= channels ? pixels[target + index - channels]! : 0;
        const up = hasAbove ? pixels[above + index]! : 0;
        pixels[target + index] = (data[source + index]! + ((left + up) >> 1)) & 0xff;
      }
    } else if (filter === 4) {
      for (let index = 0; index < stride; index += 1) {
        const hasLeft = index >= channels;
        const left = hasLeft ? pixels[target + index - channels]! : 0;
        const up = hasAbove ? pixels[above + index]! : 0;
        const upLeft = hasAbove && hasLeft ? pixels[above + index - channels]! : 0;
        pixels[target + index] = (data[source + index]! + paeth(left, up, upLeft)) & 0xff;
      }
    } else throw new Error('unknown PNG filter');
  }
  return pixels;
}

/** Pixels that are visible (alpha over 32) and darker than near-white (mean of the colours under 200). */
function countInk(pixels: Buffer, channels: number): number {
  let ink = 0;
  const length = pixels.length;
  if (channels === 4) {
    for (let index = 0; index < length; index += 4)
      if (pixels[index + 3]! > 32 && pixels[index]! + pixels[index + 1]! + pixels[index + 2]! < 600) ink += 1;
  } else if (channels === 3) {
    for (let index = 0; index < length; index += 3)
      if (pixels[index]! + pixels[index + 1]! + pixels[index + 2]! < 600) ink += 1;
  } else if (channels === 2) {
    for (let index = 0; index < length; index += 2)
      if (pixels[index + 1]! > 32 && pixels[index]! < 200) ink += 1;
  } else {
    for (let index = 0; index < length; index += 1) if (pixels[index]! < 200) ink += 1;
  }
  return ink;
}

/**
 * Reads an 8-bit, non-interlaced PNG and counts its ink: pixels that are visible (alpha over 32) and
 * darker than near-white. Throws on anything that is not such a PNG.
 */
export function summarizePngInk(png: Buffer, maximumPixels = 1_000_000): PngInkSummary {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let header: { width: number; height: number; colorType: number } | undefined;
  const data: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw new Error('truncated PNG');
    if (type === 'IHDR') {
      const [bitDepth, colorType, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (bitDepth !== 8 || interlace !== 0 || CHANNELS[colorType!] === undefined)
        throw new Error('unsupported PNG');
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), colorType: colorType! };
      if (header.width * header.height > maximumPixels) throw new Error('PNG too large');
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || data.length === 0) throw new Error('PNG without image data');
  const channels = CHANNELS[header.colorType]!;
  const expected = (header.width * channels + 1) * header.height;
  const inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  if (inflated.length !== expected) throw new Error('PNG data of the wrong size');
  const pixels = unfilter(inflated, header.width, header.height, channels);
  return { width: header.width, height: header.height, inkPixels: countInk(pixels, channels) };
}

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * Frames already-filtered scanlines (each row its filter byte, then its bytes) as an 8-bit PNG of `colorType`
 * (0 grey, 2 RGB, 4 grey and alpha, 6 RGBA).
 */
export function encodePng(width: number, height: number, colorType: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Encodes RGBA pixels (width × height × 4 bytes) as a PNG, every row unfiltered. */
export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let row = 0; row < height; row += 1) {
    Buffer.from(rgba.buffer, rgba.byteOffset + row * width * 4, width * 4).copy(
      rows,
      row * (width * 4 + 1) + 1,
    );
  }
  return encodePng(width, height, 6, rows);
}
