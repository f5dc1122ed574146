import { HIPAA_SIGNATURE_CANVAS } from '@carenest/core';
import type { PointGroup } from 'signature_pad';

/**
 * The drawn signature as the server expects it: a PNG of exactly 600x200 (the spec's canvas), made by
 * drawing the on-screen pad (any width, any device pixel ratio) onto an offscreen canvas of that size
 * over a white background, so the stroke stays black whatever the screen.
 */
export function exportSignaturePng(padCanvas: HTMLCanvasElement): string {
  const { width, height } = HIPAA_SIGNATURE_CANVAS;
  const target = document.createElement('canvas');
  target.width = width;
  target.height = height;
  const context = target.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(padCanvas, 0, 0, padCanvas.width, padCanvas.height, 0, 0, width, height);
  return target.toDataURL('image/png');
}

/** The pad's strokes moved onto a canvas of another size (after a resize or a phone's rotation). */
export function scaleStrokes(strokes: PointGroup[], scaleX: number, scaleY: number): PointGroup[] {
  return strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({ ...point, x: point.x * scaleX, y: point.y * scaleY })),
  }));
}
