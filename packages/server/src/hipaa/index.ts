// What other features use of the HIPAA agreement (ARCHITECTURE.md, "Server folders"): the drawn-signature
// check the eMAR applies to its own canvas, and the sample signature the demo seed draws.
export { isDrawnSignature, sampleSignatureDataUrl } from './signature-image.ts';
