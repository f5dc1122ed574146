import type { Generated } from 'kysely';
import type {
  DocumentAccessAction,
  DocumentCategory,
  DocumentFileType,
  DocumentScanStatus,
} from '@carenest/core';
import type { CreatedAt, NullableTimestamp } from './column-types.ts';

// Tables of patient documents: the encrypted file record and its access history.

/** patient_documents: an uploaded file, stored encrypted under its own wrapped data key, with its scan state. */
export interface PatientDocumentsTable {
  id: string;
  patient_id: string;
  facility_id: string;
  uploaded_by: string;
  uploaded_at: CreatedAt;
  uploaded_from_ip: string;
  file_name: string;
  file_type: DocumentFileType;
  file_size: number;
  category: DocumentCategory;
  /** SHA-256 of the plaintext, hex. */
  sha256: string;
  storage_key: string;
  /** The per-file AES-256 data key wrapped by the master key (base64 of nonce, ciphertext and tag). */
  wrapped_key: string;
  /** The base nonce of the file's AES-256-GCM segments, base64. */
  content_nonce: string;
  is_encrypted: Generated<boolean>;
  scan_status: Generated<DocumentScanStatus>;
  scan_signature: string | null;
  scanned_at: NullableTimestamp;
}

/** document_access_log: append-only; each view, download and print of a document. */
export interface DocumentAccessLogTable {
  id: Generated<string>;
  document_id: string;
  user_id: string;
  action: DocumentAccessAction;
  accessed_at: CreatedAt;
  ip_address: string;
}
