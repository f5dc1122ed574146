import { z } from 'zod';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { DOCUMENT_FILE_TYPES } from '../rules/document-upload.ts';
import { instantSchema, pageQueryShape, pageResultShape } from './common.ts';

/** Virus-scan states of a document: every upload starts pending; only clean documents are served. */
export const DOCUMENT_SCAN_STATUSES = ['pending', 'clean', 'infected'] as const;
/** A document's virus-scan state. */
export type DocumentScanStatus = (typeof DOCUMENT_SCAN_STATUSES)[number];

/** What a user did with a document, as its access history records it. */
export const DOCUMENT_ACCESS_ACTIONS = ['view', 'download', 'print'] as const;
/** One kind of document access. */
export type DocumentAccessAction = (typeof DOCUMENT_ACCESS_ACTIONS)[number];

/** Labels of the spec's document categories (its filter reads "medical records, insurance, …"). */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  medical_records: 'Medical Records',
  insurance: 'Insurance',
  consent_forms: 'Consent Forms',
  photos: 'Photos',
  other: 'Other',
};

/** The document list's columns of the spec's CSV export, in order. */
export const DOCUMENT_CSV_COLUMNS = [
  'Document ID',
  'Patient ID',
  'File Name',
  'Category',
  'Uploaded By',
  'Upload Date',
  'File Size (KB)',
  'Encrypted',
  'Virus Scan',
  'Access Count',
] as const;

/** Filters of the document list and its CSV export: search (file name, patient), patient, category. */
export const documentFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  patientId: z.uuid().optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
});
/** Filters of the document list and its export. */
export type DocumentFilter = z.infer<typeof documentFilterSchema>;

/** Documents per page of the list: default and maximum. */
export const DOCUMENT_PAGE_SIZE = { default: 25, maximum: 100 } as const;

/** Query string of GET /api/documents: the filters and a page (newest first). */
export const documentListQuerySchema = documentFilterSchema.extend(pageQueryShape(DOCUMENT_PAGE_SIZE));
/** A query of the document list. */
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** The path parameter of one document. */
export const documentIdParamsSchema = z.object({ documentId: z.uuid() });

/** The form fields sent with an upload (before the file part). */
export const documentUploadFieldsSchema = z.object({
  patientId: z.uuid({ error: MESSAGES.documentPatientRequired }),
  category: z.enum(DOCUMENT_CATEGORIES, { error: MESSAGES.documentCategoryRequired }),
});
/** The form fields of an upload. */
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** One document as lists show it (the spec's PatientDocument without the access log). */
export const documentSummarySchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  fileName: z.string(),
  fileType: z.enum(DOCUMENT_FILE_TYPES),
  fileSize: z.number().int(),
  category: z.enum(DOCUMENT_CATEGORIES),
  uploadedBy: z.string(),
  uploadedAt: instantSchema,
  isEncrypted: z.boolean(),
  virusScanStatus: z.enum(DOCUMENT_SCAN_STATUSES),
  scannedAt: instantSchema.nullable(),
  accessCount: z.number().int(),
});
/** One document of a list. */
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** The stat cards: total, encrypted, virus scanned (clean), total access count. */
export const documentStatsSchema = z.object({
  total: z.number().int(),
  encrypted: z.number().int(),
  virusScanned: z.number().int(),
  totalAccessCount: z.number().int(),
});
/** The document stat cards. */
export type DocumentStats = z.infer<typeof documentStatsSchema>;

/** The document list answer: one page, newest first, with the stat cards over every match beside it. */
export const documentListResponseSchema = z.object({
  ...pageResultShape(documentSummarySchema),
  stats: documentStatsSchema,
});
/** The document list answer. */
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/** One entry of a document's access history. */
export const documentAccessEntrySchema = z.object({
  userId: z.uuid(),
  userName: z.string(),
  accessedAt: instantSchema,
  action: z.enum(DOCUMENT_ACCESS_ACTIONS),
  ipAddress: z.string(),
});
/** One entry of a document's access history. */
export type DocumentAccessEntry = z.infer<typeof documentAccessEntrySchema>;

/** A document with its integrity fingerprint and access history, newest first. */
export const documentDetailSchema = documentSummarySchema.extend({
  sha256: z.string(),
  accessLog: z.array(documentAccessEntrySchema),
});
/** A document with its access history. */
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** The detail answer. */
export const documentDetailResponseSchema = z.object({ document: documentDetailSchema });

/** The upload answer. */
export const documentUploadResponseSchema = z.object({ document: documentSummarySchema });

/** The document information sheet a print shows, with the moment and user of the print. */
export const documentPrintSheetSchema = z.object({
  document: documentSummarySchema.extend({ sha256: z.string(), medicalRecordNumber: z.string() }),
  printedAt: instantSchema,
  printedBy: z.string(),
});
/** The document information sheet. */
export type DocumentPrintSheet = z.infer<typeof documentPrintSheetSchema>;
