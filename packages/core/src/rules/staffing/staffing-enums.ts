/**
 * The credential a staff member works a shift under, chosen at Clock In (Texas 26 TAC §550.410 counts staff by
 * what they are qualified as): registered nurse, licensed vocational (practical) nurse, certified nurse aide,
 * direct care staff, therapist, driver.
 */
export const SHIFT_CREDENTIALS = ['RN', 'LVN', 'CNA', 'direct_care', 'therapist', 'driver'] as const;
/** A shift's credential. */
export type ShiftCredential = (typeof SHIFT_CREDENTIALS)[number];

/** How screens and the timecards name each shift credential. */
export const SHIFT_CREDENTIAL_LABELS: Record<ShiftCredential, string> = {
  RN: 'RN',
  LVN: 'LVN',
  CNA: 'CNA',
  direct_care: 'Direct care',
  therapist: 'Therapist',
  driver: 'Driver',
};

/**
 * The kinds of staff credential a personnel record holds (Texas 26 TAC §550.417: licences and certifications,
 * TB results, immunizations, the nurse aide and employee misconduct registry checks; Texas 26 TAC §550.211:
 * hepatitis B for staff).
 */
export const CREDENTIAL_TYPES = [
  'nursing_license',
  'cpr',
  'pals',
  'tb_test',
  'hepatitis_b_immunization',
  'immunization',
  'drivers_license',
  'nurse_aide_registry_check',
  'misconduct_registry_check',
  'direct_care_training',
] as const;
/** A kind of staff credential. */
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

/** How screens name each credential type. */
export const CREDENTIAL_TYPE_LABELS: Record<CredentialType, string> = {
  nursing_license: 'Nursing licence',
  cpr: 'CPR',
  pals: 'PALS',
  tb_test: 'TB test',
  hepatitis_b_immunization: 'Hepatitis B immunization',
  immunization: 'Immunization',
  drivers_license: "Driver's licence",
  nurse_aide_registry_check: 'Nurse aide registry check',
  misconduct_registry_check: 'Employee misconduct registry check',
  direct_care_training: 'Direct care training',
};

/** The credentials that carry a licence number and the state that issued it. */
export const NUMBERED_CREDENTIAL_TYPES: readonly CredentialType[] = ['nursing_license', 'drivers_license'];

/** The shift credentials that work as a nurse, and so need a current nursing licence. */
export const NURSING_SHIFT_CREDENTIALS: readonly ShiftCredential[] = ['RN', 'LVN'];

/** Days before a credential expires that the person and the administrators are told (30). */
export const CREDENTIAL_EXPIRY_NOTICE_DAYS = 30;

/** Days after a verification that a credential is verified again (yearly, Texas 26 TAC §550.417). */
export const CREDENTIAL_REVERIFICATION_DAYS = 365;
