// The hipaa feature's public face (ARCHITECTURE.md, "Server folders"): checking a drawn signature (the eMAR
// signs doses with one) and drawing a sample one (demo data and tests).
export { isDrawnSignature, sampleSignatureDataUrl, type CanvasSize } from './signature-image.ts';
