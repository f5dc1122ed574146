/** Enumerations of the spec (part 1 section 3, part 2 section 3) that the stored data uses. */
export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe', 'life-threatening'] as const;
/** Allergy severity. */
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];

/**
 * A child's administrative sex as the chart records it (the 837P's DMG03 and FHIR's administrative gender read
 * it): `unknown` only when it is truly not known.
 */
export const ADMINISTRATIVE_SEXES = ['female', 'male', 'unknown'] as const;
/** Administrative sex. */
export type AdministrativeSex = (typeof ADMINISTRATIVE_SEXES)[number];

/** Care complexity of a patient. */
export const CARE_COMPLEXITIES = ['high', 'medium', 'low'] as const;
/** Care complexity of a patient. */
export type CareComplexity = (typeof CARE_COMPLEXITIES)[number];

/** Therapy types, without the optional _therapy suffix. */
export const THERAPY_TYPES = [
  'physical',
  'occupational',
  'speech',
  'behavioral',
  'respiratory',
  'vision',
  'hearing',
  'music',
  'art',
] as const;
/** A therapy type. */
export type TherapyType = (typeof THERAPY_TYPES)[number];

/** Severity or priority levels. */
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
/** A severity or priority. */
export type Severity = (typeof SEVERITIES)[number];

/** Security event types of the spec. */
export const SECURITY_EVENT_TYPES = [
  'login_attempt',
  'login_failure',
  'account_locked',
  'password_changed',
  'mfa_enabled',
  'mfa_disabled',
  'unauthorized_access',
  'data_export',
  'suspicious_activity',
] as const;
/** A security event type. */
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Medication routes of the spec. */
export const MEDICATION_ROUTES = [
  'oral',
  'intravenous',
  'intramuscular',
  'subcutaneous',
  'inhalation',
  'topical',
  'rectal',
  'other',
] as const;
/** A medication route. */
export type MedicationRoute = (typeof MEDICATION_ROUTES)[number];

/** Assignment types of the spec. */
export const ASSIGNMENT_TYPES = ['primary_nurse', 'secondary_nurse', 'therapy'] as const;
/** An assignment type. */
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

/** Specialties of the spec. */
export const SPECIALTIES = [
  'pediatric_nursing',
  'respiratory_care',
  'medication_management',
  'wound_care',
  'physical_therapy',
  'mobility_training',
  'strength_conditioning',
  'speech_therapy',
  'language_development',
  'swallowing_disorders',
  'occupational_therapy',
  'sensory_integration',
  'fine_motor_skills',
  'behavioral_therapy',
  'autism_support',
  'cognitive_behavioral',
  'developmental_delays',
] as const;
/** A staff specialty. */
export type Specialty = (typeof SPECIALTIES)[number];

/** Document categories of the spec (part 1, section 3). */
export const DOCUMENT_CATEGORIES = [
  'medical_records',
  'insurance',
  'consent_forms',
  'photos',
  'other',
] as const;
/** A document category. */
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Clinical record types of the spec (part 1, section 3). */
export const CLINICAL_RECORD_TYPES = [
  'nursing_note',
  'therapy_note',
  'incident_report',
  'medication_administration',
  'vital_signs',
  'daily_assessment',
  'discharge_summary',
] as const;
/** A clinical record type. */
export type ClinicalRecordType = (typeof CLINICAL_RECORD_TYPES)[number];

/** Billing claim statuses (spec part 2, "Billing claim"). */
export const CLAIM_STATUSES = [
  'draft',
  'submitted',
  'accepted',
  'paid',
  'rejected',
  'denied',
  'appealed',
] as const;
/** A claim's status. */
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** EDI transaction types (spec part 2, "EDI transaction"), with the 999 and 271 CareNest also records. */
export const EDI_TRANSACTION_TYPES = ['837P', '837I', '270', '271', '835', '999'] as const;
/** An EDI transaction's type. */
export type EdiTransactionType = (typeof EDI_TRANSACTION_TYPES)[number];

/** EDI transaction statuses: outbound pending then sent or rejected; inbound pending then processed. */
export const EDI_TRANSACTION_STATUSES = ['pending', 'sent', 'rejected', 'processed'] as const;
/** An EDI transaction's status. */
export type EdiTransactionStatus = (typeof EDI_TRANSACTION_STATUSES)[number];

/**
 * The state rule sets a facility can follow: the PPEC licensing rules of Texas (26 TAC Chapter 550, 1 TAC
 * Chapter 363) or of Florida (59A-13, F.S. 400.9). Core's state-rules table is keyed by them.
 */
export const STATE_RULE_SETS = ['texas', 'florida'] as const;
/** A facility's state rule set. */
export type StateRuleSet = (typeof STATE_RULE_SETS)[number];

/** The days of the week, Monday first (ISO 8601 order), as a facility's open days are stored. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
/** A day of the week. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Which vital-sign ranges alert for a child without ordered parameters: the spec's adult ranges (`spec`, the
 * default) or the PALS age bands of `rules/pediatric-age-bands.ts` (`age_bands`).
 */
export const DEFAULT_VITAL_RANGES = ['spec', 'age_bands'] as const;
/** A facility's default vital-sign ranges. */
export type DefaultVitalRanges = (typeof DEFAULT_VITAL_RANGES)[number];
