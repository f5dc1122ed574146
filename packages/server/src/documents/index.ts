// What other features use of documents (ARCHITECTURE.md, "Server folders"): the process's document storage
// (main builds it for the routes and the jobs), the scan jobs, their services and the hook a recorded scan runs
// (joined in background-jobs.ts), and storing a file encrypted, which the demo seed does for its sample
// documents; the documents an actor may see, which secure messages check their attachments against; reading a
// stored blob back, which the child's photo does for its own.
export { visibleDocuments } from './document-queries.ts';
export { createDocumentStorage, type DocumentStorage } from './storage/document-storage.ts';
export {
  DOCUMENT_JOBS,
  rescanPendingDocumentsJob,
  scanDocumentJob,
  type DocumentJobServices,
} from './scanning/scan-job.ts';
export type { DocumentScannedHook } from './scanning/scan-document.ts';
export type { BlobStore } from './storage/blob-store.ts';
export { storeUpload } from './storage/store-upload.ts';
export { readDocumentPlaintext } from './storage/read-document.ts';
