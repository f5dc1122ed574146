import type { PointGroup } from 'signature_pad';

/**
 * The drawn signature as the server expects it: a PNG of exactly `width` x `height` (the spec's 600x200
 * HIPAA or 500x150 medication canvas), made by drawing the on-screen pad (any width, any device pixel ratio,
 * a 390 px phone included) onto an offscreen canvas of that size over a white background.
 */
export function exportSignaturePng(
  padCanvas: HTMLCanvasElement,
  size: { width: number; height: number },
): string {
  const target = document.createElement('canvas');
  target.width = size.width;
  target.height = size.height;
  const context = target.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(padCanvas, 0, 0, padCanvas.width, padCanvas.height, 0, 0, size.width, size.height);
  return target.toDataURL('image/png');
}

/** The pad's strokes moved onto a canvas of another size (after a resize or a phone's rotation). */
export function scaleStrokes(strokes: PointGroup[], scaleX: number, scaleY: number): PointGroup[] {
  return strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({ ...point, x: point.x * scaleX, y: point.y * scaleY })),
  }));
}
