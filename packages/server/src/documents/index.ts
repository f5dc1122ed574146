// What other features use of documents (ARCHITECTURE.md, "Server folders"): storing a file encrypted in the
// blob store, which the demo seed does for its sample documents.
export type { BlobStore } from './storage/blob-store.ts';
export { storeUpload } from './storage/store-upload.ts';
