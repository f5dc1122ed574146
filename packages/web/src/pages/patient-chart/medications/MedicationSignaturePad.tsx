import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { MEDICATION_SIGNATURE_CANVAS } from '@carenest/core';
import { scaleStrokes } from '../../hipaa/signature-image.ts';
import { exportSignaturePng } from './signature-export.ts';

/** What the Administer dialog may do with the pad. */
export interface MedicationSignatureHandle {
  isEmpty: () => boolean;
  clear: () => void;
  /** The signature as a 500x150 PNG data URL. */
  toPngDataUrl: () => string;
}

/** Width of the dashed frame around the pad, in CSS pixels. */
const BORDER_WIDTH = 2;

/** Pen of the spec: black, about 2 px wide (signature_pad varies the width with the speed). */
const PEN = { penColor: MEDICATION_SIGNATURE_CANVAS.strokeColor, minWidth: 1.5, maxWidth: 2.5 } as const;

/**
 * The medication signature canvas (signature_pad: mouse, pen and touch). It takes the width of its
 * container up to 500 px at the spec's 500x150 shape, so it fits a 390 px phone; its backing store is
 * scaled by the device pixel ratio, strokes survive a resize, and the export is always exactly 500x150.
 * The canvas is named "Signature pad" and is not in the tab order (it cannot be used with keys).
 */
export function MedicationSignaturePad({
  ref,
  onBeginStroke,
  describedBy,
  isInvalid,
}: {
  ref: Ref<MedicationSignatureHandle>;
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
        return exportSignaturePng(canvasRef.current, MEDICATION_SIGNATURE_CANVAS);
      },
    }),
    [],
  );

  // The border sits on a wrapper: a border on the canvas itself would shift signature_pad's points.
  return (
    <div
      style={{
        width: '100%',
        maxWidth: MEDICATION_SIGNATURE_CANVAS.width + 2 * BORDER_WIDTH,
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
          aspectRatio: `${MEDICATION_SIGNATURE_CANVAS.width} / ${MEDICATION_SIGNATURE_CANVAS.height}`,
          touchAction: 'none',
          cursor: 'crosshair',
          userSelect: 'none',
        }}
      />
    </div>
  );
}
