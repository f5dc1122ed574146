/** Business constants of the spec (part 1 section 9, part 2 section 9) and CareNest's own limits. */
export const LIMITS = {
  minimumPasswordLength: 8,
  minimumNameLength: 2,
  lockThreshold: 3,
  suspiciousIpThreshold: 5,
  hipaaAgreementVersion: '2024.1',
  hipaaExpiryDays: 365,
  dashboardAlertsShown: 3,
  greetingAfternoonHour: 12,
  greetingEveningHour: 18,
  sessionIdleMinutes: 15,
  sessionAbsoluteHours: 12,
  patientPageSizeDefault: 50,
  patientPageSizeMaximum: 200,
  requestBodyLimitBytes: 1_048_576,
  /** Linking a child (spec): the name longer than 2 characters, the age from the birth year 0 to 21. */
  linkChildMinimumNameLength: 3,
  linkChildMaximumAge: 21,
} as const;

/**
 * Family codes (ARCHITECTURE.md, "Parent portal"): one-time codes an administrator issues from a child's
 * chart, 8 characters of an alphabet without look-alikes, valid 14 days; a parent may fail to link 5 times
 * in 15 minutes before further attempts are refused for a while.
 */
export const FAMILY_CODES = {
  alphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
  length: 8,
  validDays: 14,
  failedAttemptsAllowed: 5,
  attemptWindowMinutes: 15,
  /** Failed attempts from one address within the window (parents behind one network share it). */
  failedAttemptsPerAddress: 15,
} as const;

/**
 * How often one account may submit what notifies others, per hour, and how many accounts one address may
 * register per hour: past it the API answers 429 with MESSAGES.tooManySubmissions.
 */
export const SUBMISSION_LIMITS = {
  morningHandoffsPerHour: 10,
  appointmentRequestsPerHour: 10,
  messagesPerHour: 60,
  registrationsPerAddressPerHour: 20,
} as const;

/** Toast timing of the spec: default 4 s, success 2 s, error 4 s, at most 20 kept. */
export const TOASTS = { defaultMs: 4000, successMs: 2000, errorMs: 4000, limit: 20 } as const;

/** The spec's 18 diagnosis codes (part 2, section 3) with their descriptions. */
export const DIAGNOSIS_CODES = {
  'G80.0': 'Spastic quadriplegic cerebral palsy',
  'G80.1': 'Spastic diplegic cerebral palsy',
  'G80.2': 'Spastic hemiplegic cerebral palsy',
  'G80.3': 'Athetoid cerebral palsy',
  'G80.4': 'Ataxic cerebral palsy',
  'G80.8': 'Other cerebral palsy',
  'G80.9': 'Cerebral palsy, unspecified',
  'Q05.0': 'Cervical spina bifida with hydrocephalus',
  'Q05.1': 'Thoracic spina bifida with hydrocephalus',
  'Q05.2': 'Lumbar spina bifida with hydrocephalus',
  'Q05.3': 'Sacral spina bifida with hydrocephalus',
  'G40.909': 'Epilepsy, unspecified, not intractable',
  'F84.0': 'Autistic disorder',
  F70: 'Mild intellectual disabilities',
  F71: 'Moderate intellectual disabilities',
  F72: 'Severe intellectual disabilities',
  'Q90.9': 'Down syndrome, unspecified',
  'G93.1': 'Anoxic brain damage, not elsewhere classified',
} as const;

/** One of the spec's diagnosis codes. */
export type DiagnosisCode = keyof typeof DIAGNOSIS_CODES;

/**
 * The system-scheduler user: who background jobs act as. Its audit rows carry this id and role (spec part 1,
 * section 8: "scheduler errors are audit-logged under the system-scheduler user"). It is not an account: no
 * one signs in as it.
 */
export const SYSTEM_SCHEDULER = {
  userId: '00000000-0000-4000-8000-00000000005c',
  role: 'system-scheduler',
  name: 'System Scheduler',
} as const;
