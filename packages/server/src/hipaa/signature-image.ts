import { HIPAA_SIGNATURE_CANVAS } from '@carenest/core';
import { encodeRgbaPng, summarizePngInk } from '../lib/png.ts';

/** The fewest inked pixels a drawn signature has; a dot or a stray click has fewer. */
const MINIMUM_INK_PIXELS = 60;

/**
 * Whether a data URL is a real drawn signature: a PNG of exactly the canvas size (600x200) with enough
 * ink. A blank, tiny or malformed image is not.
 */
export function isDrawnSignature(dataUrl: string): boolean {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  try {
    const summary = summarizePngInk(Buffer.from(base64, 'base64'));
    return (
      summary.width === HIPAA_SIGNATURE_CANVAS.width &&
      summary.height === HIPAA_SIGNATURE_CANVAS.height &&
      summary.inkPixels >= MINIMUM_INK_PIXELS
    );
  } catch {
    return false;
  }
}

/** A drawn-looking signature (a black wave across a transparent 600x200 canvas), for demo data and tests. */
export function sampleSignatureDataUrl(): string {
  const { width, height } = HIPAA_SIGNATURE_CANVAS;
  const rgba = new Uint8Array(width * height * 4);
  for (let x = 60; x < 540; x += 1) {
    const y = Math.round(100 + 40 * Math.sin(x / 35));
    for (let thickness = 0; thickness < 2; thickness += 1) rgba[((y + thickness) * width + x) * 4 + 3] = 255;
  }
  return `data:image/png;base64,${encodeRgbaPng(width, height, rgba).toString('base64')}`;
}
