/** A handwriting-like face where the system has one; `cursive` otherwise, always italic. */
const SIGNATURE_FONT_FAMILY = '"Segoe Script", "Bradley Hand", "Brush Script MT", "Snell Roundhand", cursive';

/** Share of the pad's width the name may take, leaving a margin on both sides. */
const WIDTH_SHARE = 0.88;

/** Font size as a share of the pad's height before the name is narrowed to fit. */
const HEIGHT_SHARE = 0.42;

/**
 * A typed name drawn as a signature: a transparent PNG data URL of `width` x `height` CSS pixels at the
 * device pixel `ratio`, the name in italic handwriting in the pen `color`, centred and sized to fit, so the
 * signature pad can show it (signature_pad's `fromDataURL`) and export it with real ink.
 */
export function drawTypedSignature(
  text: string,
  size: { width: number; height: number; ratio: number; color: string },
): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size.width * size.ratio);
  canvas.height = Math.round(size.height * size.ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  context.scale(size.ratio, size.ratio);
  const fontAt = (pixels: number) => `italic 400 ${pixels}px ${SIGNATURE_FONT_FAMILY}`;
  let fontSize = size.height * HEIGHT_SHARE;
  context.font = fontAt(fontSize);
  const measured = context.measureText(text).width;
  if (measured > size.width * WIDTH_SHARE) fontSize *= (size.width * WIDTH_SHARE) / measured;
  context.font = fontAt(fontSize);
  context.fillStyle = size.color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, size.width / 2, size.height / 2, size.width * WIDTH_SHARE);
  return canvas.toDataURL('image/png');
}
