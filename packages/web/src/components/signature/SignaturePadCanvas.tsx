import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import { VisuallyHidden } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { exportSignaturePng, scaleStrokes } from './signature-export.ts';
import { drawTypedSignature } from './typed-signature-image.ts';

/** What a form may do with the pad. */
export interface SignaturePadHandle {
  isEmpty: () => boolean;
  clear: () => void;
  /** Replaces the pad's content with `text` written in handwriting (the keyboard way to sign). */
  signWithText: (text: string) => Promise<void>;
  /** The signature as a PNG data URL of exactly the canvas size. */
  toPngDataUrl: () => string;
}

/** Width of the dashed frame around the pad, in CSS pixels. */
const BORDER_WIDTH = 2;

/** The size and ink of a signature canvas of the spec (HIPAA 600x200, medication 500x150, black). */
export interface SignatureCanvasSize {
  width: number;
  height: number;
  strokeColor: string;
}

/** The device pixel ratio the pad's backing store is scaled by (at least 1). */
function pixelRatio(): number {
  return Math.max(window.devicePixelRatio || 1, 1);
}

/**
 * Shows `text` on the pad as a typed signature over the canvas's CSS size; the pad counts as signed. While
 * the image loads, `loadingCount` is raised, so the pad does not pass for signed with a blank canvas.
 */
async function loadTypedSignature(
  pad: SignaturePad,
  canvas: HTMLCanvasElement,
  text: string,
  color: string,
  loadingCount: RefObject<number>,
): Promise<void> {
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  const ratio = pixelRatio();
  loadingCount.current += 1;
  try {
    await pad.fromDataURL(drawTypedSignature(text, { width, height, ratio, color }), {
      width,
      height,
      ratio,
    });
  } finally {
    loadingCount.current -= 1;
  }
}

/**
 * A signature canvas (signature_pad: mouse, pen and touch). It takes the width of its container up to the
 * canvas width at the canvas's shape, so it fits a 390 px phone, with its backing store scaled by the device
 * pixel ratio (signature_pad's high-DPI recipe); strokes and a typed signature survive a resize, and the
 * export is always exactly the canvas size. The canvas is not in the tab order (it cannot be used with
 * keys; `signWithText` is the keyboard way) and is named "Signature pad"; a typed signature is announced.
 */
export function SignaturePadCanvas({
  size,
  ref,
  onBeginStroke,
  describedBy,
  isInvalid,
}: {
  size: SignatureCanvasSize;
  ref: Ref<SignaturePadHandle>;
  onBeginStroke: () => void;
  describedBy: string;
  isInvalid: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const typedNameRef = useRef<string | null>(null);
  const loadingCountRef = useRef(0);
  const [typedName, setTypedName] = useState<string | null>(null);
  const beginStroke = useEffectEvent(onBeginStroke);
  const strokeColor = size.strokeColor;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, {
      penColor: strokeColor,
      minWidth: 1.5,
      maxWidth: 2.5,
      backgroundColor: 'rgba(0, 0, 0, 0)',
    });
    padRef.current = pad;
    let drawn = { width: 0, height: 0 };

    const fitToContainer = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (width === 0 || height === 0 || (width === drawn.width && height === drawn.height)) return;
      const strokes = pad.toData();
      const ratio = pixelRatio();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (typedNameRef.current) {
        void loadTypedSignature(pad, canvas, typedNameRef.current, strokeColor, loadingCountRef);
      }
      if (strokes.length > 0 && drawn.width > 0) {
        pad.fromData(scaleStrokes(strokes, width / drawn.width, height / drawn.height), { clear: false });
      }
      drawn = { width, height };
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
  }, [strokeColor]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => loadingCountRef.current > 0 || (padRef.current?.isEmpty() ?? true),
      clear: () => {
        padRef.current?.clear();
        typedNameRef.current = null;
        setTypedName(null);
      },
      signWithText: async (text: string) => {
        const pad = padRef.current;
        const canvas = canvasRef.current;
        if (!pad || !canvas) return;
        pad.clear();
        typedNameRef.current = text;
        setTypedName(text);
        await loadTypedSignature(pad, canvas, text, strokeColor, loadingCountRef);
      },
      toPngDataUrl: () => {
        if (!canvasRef.current) throw new Error('The signature pad is not shown');
        return exportSignaturePng(canvasRef.current, size);
      },
    }),
    [size, strokeColor],
  );

  // The border sits on a wrapper: a border on the canvas itself would shift signature_pad's points.
  return (
    <div
      style={{
        width: '100%',
        maxWidth: size.width + 2 * BORDER_WIDTH,
        border: `${BORDER_WIDTH}px dashed var(--mantine-color-${isInvalid ? 'red-7' : 'gray-5'})`,
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        background: '#ffffff',
      }}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={typedName ? `Signature pad, signed with typed name ${typedName}` : 'Signature pad'}
        aria-describedby={describedBy}
        style={{
          display: 'block',
          width: '100%',
          aspectRatio: `${size.width} / ${size.height}`,
          touchAction: 'none',
          cursor: 'crosshair',
          userSelect: 'none',
        }}
      />
      <VisuallyHidden role="status">{typedName ? `Signed with typed name ${typedName}` : ''}</VisuallyHidden>
    </div>
  );
}
