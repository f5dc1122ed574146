import { describe, expect, it } from 'vitest';
import { encodePng, encodeRgbaPng, summarizePngInk } from './png.ts';

/** The reference predictor of RFC 2083 section 6.6, spelled out as the specification does. */
function paethPredictor(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [estimate - left, estimate - up, estimate - upLeft].map(Math.abs);
  if (toLeft! <= toUp! && toLeft! <= toUpLeft!) return left;
  return toUp! <= toUpLeft! ? up : upLeft;
}

/** Encodes pixels as a PNG whose rows use the filter `filterOf(row)` (0 none … 4 Paeth), filtered by the reference. */
function encodeFiltered(
  width: number,
  height: number,
  channels: number,
  colorType: number,
  pixels: Uint8Array,
  filterOf: (row: number) => number,
): Buffer {
  const stride = width * channels;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const filter = filterOf(row);
    rows[row * (stride + 1)] = filter;
    for (let index = 0; index < stride; index += 1) {
      const at = (r: number, i: number) => (r < 0 || i < 0 ? 0 : pixels[r * stride + i]!);
      const left = at(row, index - channels);
      const up = at(row - 1, index);
      const upLeft = at(row - 1, index - channels);
      const predictor = [0, left, up, (left + up) >> 1, paethPredictor(left, up, upLeft)][filter]!;
      rows[row * (stride + 1) + 1 + index] = (pixels[row * stride + index]! - predictor) & 0xff;
    }
  }
  return encodePng(width, height, colorType, rows);
}

/** A noisy RGBA image (every filter's arithmetic wraps somewhere) and how many of its pixels are ink. */
function noisyImage(width: number, height: number): { rgba: Uint8Array; ink: number } {
  const rgba = new Uint8Array(width * height * 4);
  let ink = 0;
  let seed = 7;
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    for (let channel = 0; channel < 4; channel += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      rgba[pixel * 4 + channel] = seed % 256;
    }
    const [red, green, blue, alpha] = rgba.subarray(pixel * 4, pixel * 4 + 4);
    if (alpha! > 32 && (red! + green! + blue!) / 3 < 200) ink += 1;
  }
  return { rgba, ink };
}

describe('reading a PNG signature', () => {
  const width = 37;
  const height = 11;
  const { rgba, ink } = noisyImage(width, height);

  it.each([0, 1, 2, 3, 4])('undoes filter %i on every row, and counts the same ink', (filter) => {
    const png = encodeFiltered(width, height, 4, 6, rgba, () => filter);
    expect(summarizePngInk(png)).toEqual({ width, height, inkPixels: ink });
  });

  it('undoes a different filter on each row, as a browser canvas writes them', () => {
    const png = encodeFiltered(width, height, 4, 6, rgba, (row) => (row * 3) % 5);
    expect(summarizePngInk(png).inkPixels).toBe(ink);
  });

  it('reads RGB and grey images, with and without alpha', () => {
    const rgb = new Uint8Array(width * height * 3).map((_, index) => rgba[index + Math.floor(index / 3)]!);
    const grey = new Uint8Array(width * height).map((_, index) => rgba[index * 4]!);
    const greyAlpha = new Uint8Array(width * height * 2).map(
      (_, index) => rgba[Math.floor(index / 2) * 4 + (index % 2) * 3]!,
    );
    const darkRgb = Array.from({ length: width * height }, (_, pixel) =>
      rgb[pixel * 3]! + rgb[pixel * 3 + 1]! + rgb[pixel * 3 + 2]! < 600 ? 1 : 0,
    ).reduce<number>((sum, value) => sum + value, 0);
    const darkGrey = Array.from(grey).filter((value) => value < 200).length;
    const darkGreyAlpha = Array.from({ length: width * height }, (_, pixel) =>
      greyAlpha[pixel * 2 + 1]! > 32 && greyAlpha[pixel * 2]! < 200 ? 1 : 0,
    ).reduce<number>((sum, value) => sum + value, 0);
    expect(summarizePngInk(encodeFiltered(width, height, 3, 2, rgb, () => 4)).inkPixels).toBe(darkRgb);
    expect(summarizePngInk(encodeFiltered(width, height, 1, 0, grey, () => 3)).inkPixels).toBe(darkGrey);
    expect(summarizePngInk(encodeFiltered(width, height, 2, 4, greyAlpha, () => 1)).inkPixels).toBe(
      darkGreyAlpha,
    );
  });

  it('refuses an unknown filter type and reads back what encodeRgbaPng wrote', () => {
    expect(() => summarizePngInk(encodeFiltered(width, height, 4, 6, rgba, () => 5))).toThrow(
      'unknown PNG filter',
    );
    expect(summarizePngInk(encodeRgbaPng(width, height, rgba))).toEqual({ width, height, inkPixels: ink });
  });
});
