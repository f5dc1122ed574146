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

/** Undoes the per-row PNG filters in place (RFC 2083 section 6). */
function unfilter(data: Buffer, width: number, height: number, channels: number): Buffer {
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    const filter = data[row * (stride + 1)];
    const source = row * (stride + 1) + 1;
    const target = row * stride;
    for (let index = 0; index < stride; index += 1) {
      const raw = data[source + index]!;
      const left = index >= channels ? pixels[target + index - channels]! : 0;
      const up = row > 0 ? pixels[target + index - stride]! : 0;
      const upLeft = row > 0 && index >= channels ? pixels[target + index - stride - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [toLeft, toUp, toUpLeft] = [
          Math.abs(estimate - left),
          Math.abs(estimate - up),
          Math.abs(estimate - upLeft),
        ];
        predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      } else if (filter !== 0) throw new Error('unknown PNG filter');
      pixels[target + index] = (raw + predictor) & 0xff;
    }
  }
  return pixels;
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
  let inkPixels = 0;
  for (let index = 0; index < pixels.length; index += channels) {
    const alpha = channels === 4 ? pixels[index + 3]! : channels === 2 ? pixels[index + 1]! : 255;
    const brightness =
      channels >= 3 ? (pixels[index]! + pixels[index + 1]! + pixels[index + 2]!) / 3 : pixels[index]!;
    if (alpha > 32 && brightness < 200) inkPixels += 1;
  }
  return { width: header.width, height: header.height, inkPixels };
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

/** Encodes RGBA pixels (width × height × 4 bytes) as a PNG. */
export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let row = 0; row < height; row += 1) {
    Buffer.from(rgba.buffer, rgba.byteOffset + row * width * 4, width * 4).copy(
      rows,
      row * (width * 4 + 1) + 1,
    );
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
