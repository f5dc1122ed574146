import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { HIPAA_SIGNATURE_CANVAS } from '@carenest/core';
import { exportSignaturePng, scaleStrokes } from './signature-image.ts';

/** What the signing step may do with the pad. */
export interface SignaturePadHandle {
  isEmpty: () => boolean;
  clear: () => void;
  /** The signature as a 600x200 PNG data URL. */
  toPngDataUrl: () => string;
}

/** Width of the dashed frame around the pad, in CSS pixels. */
const BORDER_WIDTH = 2;

/** Pen of the spec: black, about 2 px wide (signature_pad varies the width with the speed). */
const PEN = { penColor: HIPAA_SIGNATURE_CANVAS.strokeColor, minWidth: 1.5, maxWidth: 2.5 } as const;

/**
 * The signature canvas (signature_pad: mouse, pen and touch). It takes the width of its container up
 * to 600 px at the 3:1 shape of the spec's 600x200 canvas, with its backing store scaled by the
 * device pixel ratio (signature_pad's high-DPI recipe); strokes survive a resize. The canvas is not
 * in the tab order (it cannot be used with keys) and is named "Signature pad".
 */
export function SignaturePadCanvas({
  ref,
  onBeginStroke,
  describedBy,
  isInvalid,
}: {
  ref: Ref<SignaturePadHandle>;
  onBeginStroke: () => void;
  describedBy: string;
  isInvalid: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const beginStroke = useEffectEvent(onBeginStroke);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { ...PEN, backgroundColor: 'rgba(0, 0, 0, 0)' });
    padRef.current = pad;
    let size = { width: 0, height: 0 };

    const fitToContainer = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (width === 0 || height === 0 || (width === size.width && height === size.height)) return;
      const strokes = pad.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0 && size.width > 0) {
        pad.fromData(scaleStrokes(strokes, width / size.width, height / size.height));
      }
      size = { width, height };
    };

    fitToContainer();
    const observer = new ResizeObserver(fitToContainer);
    observer.observe(canvas);
    const handleBeginStroke = () => beginStroke();
    pad.addEventListener('beginStroke', handleBeginStroke);
    return () => {
      observer.disconnect();
      pad.removeEventListener('beginStroke', handleBeginStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      clear: () => padRef.current?.clear(),
      toPngDataUrl: () => {
        if (!canvasRef.current) throw new Error('The signature pad is not shown');
        return exportSignaturePng(canvasRef.current);
      },
    }),
    [],
  );

  // The border sits on a wrapper: a border on the canvas itself would shift signature_pad's points.
  return (
    <div
      style={{
        width: '100%',
        maxWidth: HIPAA_SIGNATURE_CANVAS.width + 2 * BORDER_WIDTH,
        border: `${BORDER_WIDTH}px dashed var(--mantine-color-${isInvalid ? 'red-7' : 'gray-5'})`,
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        background: '#ffffff',
      }}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label="Signature pad"
        aria-describedby={describedBy}
        style={{
          display: 'block',
          width: '100%',
          aspectRatio: `${HIPAA_SIGNATURE_CANVAS.width} / ${HIPAA_SIGNATURE_CANVAS.height}`,
          touchAction: 'none',
          cursor: 'crosshair',
          userSelect: 'none',
        }}
      />
    </div>
  );
}
