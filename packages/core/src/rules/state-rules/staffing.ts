import type { StateRuleSet } from '../../enums.ts';
import type { CredentialType, ShiftCredential } from '../staffing/staffing-enums.ts';

/** The staffing section of a state rule set: the staff-to-child ratio and who counts toward it. */
export interface StaffingStateRules {
  /** The rule the ratio is kept by, cited by number. */
  ratioRule: string;
  /** The rule personnel credentials are kept by, cited by number. */
  credentialRule: string;
  /** At least one qualified staff member per this many children present. */
  childrenPerStaff: number;
  /** When only one qualified staff member is on duty, they must work under this credential. */
  loneStaffCredential: ShiftCredential;
  /** Shift credentials that count toward the ratio as they are (licensed nurses). */
  countedCredentials: readonly ShiftCredential[];
  /**
   * Shift credentials that count only once trained: each names the current credential that shows the training
   * (direct-care staff count only when trained and competent).
   */
  countedWhenTrained: Partial<Record<ShiftCredential, CredentialType>>;
  /** Whether the figures are another state's, kept until the state's own are confirmed. */
  isProvisional: boolean;
}

/** The Texas staffing rule (Texas 26 TAC §550.410): one staff member per three minors, an RN when alone. */
const TEXAS: StaffingStateRules = {
  ratioRule: 'Texas 26 TAC §550.410',
  credentialRule: 'Texas 26 TAC §550.417',
  childrenPerStaff: 3,
  loneStaffCredential: 'RN',
  countedCredentials: ['RN', 'LVN'],
  countedWhenTrained: { CNA: 'nurse_aide_registry_check', direct_care: 'direct_care_training' },
  isProvisional: false,
};

/**
 * Each state's staffing section. Florida 59A-13.010 sets Florida's nursing ratios; until its figures are
 * confirmed Florida uses Texas's (marked provisional), citing its own rule.
 */
export const STAFFING_STATE_RULES: Record<StateRuleSet, StaffingStateRules> = {
  texas: TEXAS,
  florida: {
    ...TEXAS,
    ratioRule: 'Florida 59A-13.010',
    credentialRule: 'Florida 59A-13',
    isProvisional: true,
  },
};
