import { HIPAA_SIGNATURE_CANVAS } from '@carenest/core';
import { encodeRgbaPng, summarizePngInk } from '../lib/png.ts';

/** The fewest inked pixels a drawn signature has; a dot or a stray click has fewer. */
const MINIMUM_INK_PIXELS = 60;

/** The size of a signature canvas in pixels. */
export interface CanvasSize {
  width: number;
  height: number;
}

/**
 * Whether a data URL is a real drawn signature: a PNG of exactly the canvas size (600x200 for the HIPAA
 * agreement unless another canvas is named, such as the 500x150 medication canvas) with enough ink.
 * A blank, tiny or malformed image is not.
 */
export function isDrawnSignature(dataUrl: string, canvas: CanvasSize = HIPAA_SIGNATURE_CANVAS): boolean {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  try {
    const summary = summarizePngInk(Buffer.from(base64, 'base64'));
    return (
      summary.width === canvas.width &&
      summary.height === canvas.height &&
      summary.inkPixels >= MINIMUM_INK_PIXELS
    );
  } catch {
    return false;
  }
}

/**
 * A drawn-looking signature (a black wave across a transparent canvas, 600x200 unless another size is
 * named), for demo data and tests.
 */
export function sampleSignatureDataUrl(canvas: CanvasSize = HIPAA_SIGNATURE_CANVAS): string {
  const { width, height } = canvas;
  const rgba = new Uint8Array(width * height * 4);
  for (let x = Math.round(width * 0.1); x < Math.round(width * 0.9); x += 1) {
    const y = Math.round(height / 2 + (height / 5) * Math.sin(x / 35));
    for (let thickness = 0; thickness < 2; thickness += 1) rgba[((y + thickness) * width + x) * 4 + 3] = 255;
  }
  return `data:image/png;base64,${encodeRgbaPng(width, height, rgba).toString('base64')}`;
}
