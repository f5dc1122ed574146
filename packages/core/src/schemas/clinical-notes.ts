import { z } from 'zod';
import type { ClinicalRecordType } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import {
  instantSchema,
  pageQueryShape,
  pageResultShape,
  personReferenceSchema,
  requiredText,
} from './common.ts';

/** The note types of a clinical note (spec part 2, section 3): the clinical record types without discharge_summary. */
export const CLINICAL_NOTE_TYPES = [
  'nursing_note',
  'therapy_note',
  'medication_administration',
  'vital_signs',
  'incident_report',
  'daily_assessment',
] as const satisfies readonly ClinicalRecordType[];
/** A clinical note type. */
export type ClinicalNoteType = (typeof CLINICAL_NOTE_TYPES)[number];

/** Labels of the note types, for badges and the create select. */
export const CLINICAL_NOTE_TYPE_LABELS: Record<ClinicalNoteType, string> = {
  nursing_note: 'Nursing Note',
  therapy_note: 'Therapy Note',
  medication_administration: 'Medication Administration',
  vital_signs: 'Vital Signs',
  incident_report: 'Incident Report',
  daily_assessment: 'Daily Assessment',
};

/** The list's type filter of the spec: all, nursing, therapy, medication, vital signs, incident. */
export const CLINICAL_NOTE_FILTERS = [
  'all',
  'nursing_note',
  'therapy_note',
  'medication_administration',
  'vital_signs',
  'incident_report',
] as const;
/** A value of the type filter. */
export type ClinicalNoteFilter = (typeof CLINICAL_NOTE_FILTERS)[number];

/** Labels of the type filter, as the spec names them. */
export const CLINICAL_NOTE_FILTER_LABELS: Record<ClinicalNoteFilter, string> = {
  all: 'All types',
  nursing_note: 'Nursing',
  therapy_note: 'Therapy',
  medication_administration: 'Medication',
  vital_signs: 'Vital Signs',
  incident_report: 'Incident',
};

/** Longest note content or amendment text accepted. */
export const CLINICAL_NOTE_MAXIMUM_LENGTH = 20_000;
/** Longest amendment reason accepted. */
export const AMENDMENT_REASON_MAXIMUM_LENGTH = 500;
/** Notes per page of the list: default and maximum. */
export const CLINICAL_NOTE_PAGE_SIZE = { default: 20, maximum: 100 } as const;

/** Note content: required, not blank after trimming (spec part 2, section 5). */
const noteContentSchema = requiredText(MESSAGES.clinicalNoteContentRequired, CLINICAL_NOTE_MAXIMUM_LENGTH);

/** Creating a note: patient and content required; author and time come from the session and the server clock. */
export const createClinicalNoteSchema = z.object({
  patientId: z.uuid({ error: MESSAGES.clinicalNotePatientRequired }),
  noteType: z.enum(CLINICAL_NOTE_TYPES, { error: MESSAGES.clinicalNoteTypeRequired }),
  content: noteContentSchema,
  /** Whether the child's family may read the note (the author's "Share with family" switch). */
  isSharedWithFamily: z.boolean({ error: MESSAGES.clinicalNoteSharingRequired }).default(false),
});
/** What the create form holds. */
export type CreateClinicalNoteFormValues = z.input<typeof createClinicalNoteSchema>;
/** A validated create request. */
export type CreateClinicalNoteInput = z.output<typeof createClinicalNoteSchema>;

/** The author's inline edit: the new content, which becomes a new signed version. */
export const editClinicalNoteSchema = z.object({ content: noteContentSchema });
/** A validated inline edit. */
export type EditClinicalNoteInput = z.output<typeof editClinicalNoteSchema>;

/** The author's "Share with family" switch on a written note. */
export const shareClinicalNoteSchema = z.object({
  isSharedWithFamily: z.boolean({ error: MESSAGES.clinicalNoteSharingRequired }),
});
/** A validated sharing change. */
export type ShareClinicalNoteInput = z.output<typeof shareClinicalNoteSchema>;

/** Amending a note: reason and amendment text both required and non-blank (spec part 2, section 5). */
export const amendClinicalNoteSchema = z.object({
  reason: requiredText(MESSAGES.clinicalNoteAmendmentReasonRequired, AMENDMENT_REASON_MAXIMUM_LENGTH),
  amendmentText: requiredText(MESSAGES.clinicalNoteAmendmentTextRequired, CLINICAL_NOTE_MAXIMUM_LENGTH),
});
/** What the amend form holds. */
export type AmendClinicalNoteFormValues = z.input<typeof amendClinicalNoteSchema>;
/** A validated amendment request. */
export type AmendClinicalNoteInput = z.output<typeof amendClinicalNoteSchema>;

/** Query string of GET /api/clinical-notes: search (content or patient name), type filter, patient, page. */
export const clinicalNoteListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(CLINICAL_NOTE_FILTERS).default('all'),
  patientId: z.uuid().optional(),
  ...pageQueryShape(CLINICAL_NOTE_PAGE_SIZE),
});
/** A query of the note list. */
export type ClinicalNoteListQuery = z.output<typeof clinicalNoteListQuerySchema>;

/** Path parameter of routes addressing one note. */
export const clinicalNoteIdParamsSchema = z.object({ noteId: z.uuid() });

/** One row of the note list. */
export const clinicalNoteSummarySchema = z.object({
  id: z.uuid(),
  patient: personReferenceSchema,
  noteType: z.enum(CLINICAL_NOTE_TYPES),
  author: personReferenceSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  contentPreview: z.string(),
  hashPrefix: z.string(),
  isAmended: z.boolean(),
  /** Whether the child's family may read it (parents are answered only such notes). */
  isSharedWithFamily: z.boolean(),
  versionCount: z.number().int(),
  amendmentCount: z.number().int(),
});
/** A note as the list shows it. */
export type ClinicalNoteSummary = z.infer<typeof clinicalNoteSummarySchema>;

/** Answer of GET /api/clinical-notes: one page and the count of every matching note. */
export const clinicalNoteListResponseSchema = z.object(pageResultShape(clinicalNoteSummarySchema));
/** The note list answer. */
export type ClinicalNoteListResponse = z.infer<typeof clinicalNoteListResponseSchema>;

/** One signed version of a note's content, with whether its hash and signature still check out. */
export const clinicalNoteVersionSchema = z.object({
  number: z.number().int(),
  content: z.string(),
  author: personReferenceSchema,
  signedAt: instantSchema,
  hash: z.string(),
  digitalSignature: z.string(),
  isVerified: z.boolean(),
});
/** A version of a note. */
export type ClinicalNoteVersion = z.infer<typeof clinicalNoteVersionSchema>;

/** One signed amendment of a note. */
export const clinicalNoteAmendmentSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  reason: z.string(),
  amendmentText: z.string(),
  author: personReferenceSchema,
  timestamp: instantSchema,
  hash: z.string(),
  digitalSignature: z.string(),
  isVerified: z.boolean(),
});
/** An amendment of a note. */
export type ClinicalNoteAmendment = z.infer<typeof clinicalNoteAmendmentSchema>;

/** The verification of a note on reading: verified, or the sentences naming each failed check. */
export const noteIntegritySchema = z.object({
  isVerified: z.boolean(),
  failures: z.array(z.string()),
});
/** A note's verification result. */
export type NoteIntegrity = z.infer<typeof noteIntegritySchema>;

/** A whole note: its current content, every version, every amendment and the verification result. */
export const clinicalNoteDetailSchema = clinicalNoteSummarySchema.omit({ contentPreview: true }).extend({
  content: z.string(),
  hash: z.string(),
  digitalSignature: z.string(),
  versions: z.array(clinicalNoteVersionSchema),
  amendments: z.array(clinicalNoteAmendmentSchema),
  integrity: noteIntegritySchema,
});
/** A note as the detail modal shows it. */
export type ClinicalNoteDetail = z.infer<typeof clinicalNoteDetailSchema>;

/** Answer of reading, creating, editing or amending one note. */
export const clinicalNoteResponseSchema = z.object({ note: clinicalNoteDetailSchema });
