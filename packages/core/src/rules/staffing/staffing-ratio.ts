import type { StaffingStateRules } from '../state-rules/staffing.ts';
import type { CredentialType, ShiftCredential } from './staffing-enums.ts';

/** A staff member clocked in: the credential they work under and the current credentials they hold. */
export interface StaffOnShift {
  userId: string;
  credential: ShiftCredential;
  /** The types of the current (unexpired) credentials they hold. */
  currentCredentials: readonly CredentialType[];
}

/** What the ratio rule answers at one moment. */
export interface StaffingRatioFigures {
  childrenPresent: number;
  /** The qualified staff on duty: those the state's rule counts. */
  staffOnDuty: number;
  /** How many qualified staff the children present need. */
  required: number;
  met: boolean;
  /** Why the ratio is not met, in a sentence (null when met). */
  shortfall: string | null;
}

/** Whether the state's rule counts this staff member toward the ratio (trained direct care, licensed nurses). */
export function countsTowardRatio(rules: StaffingStateRules, staff: StaffOnShift): boolean {
  if (rules.countedCredentials.includes(staff.credential)) return true;
  const training = rules.countedWhenTrained[staff.credential];
  return training !== undefined && staff.currentCredentials.includes(training);
}

/**
 * The staff-to-child ratio at one moment under a state's rule (Texas 26 TAC §550.410): at least one qualified
 * staff member per `childrenPerStaff` children present, and when only one is on duty with children present, that
 * one works under `loneStaffCredential` (an RN). No children present needs no staff.
 */
export function staffingRatio(
  rules: StaffingStateRules,
  facts: { childrenPresent: number; staff: readonly StaffOnShift[] },
): StaffingRatioFigures {
  const qualified = facts.staff.filter((member) => countsTowardRatio(rules, member));
  const childrenPresent = facts.childrenPresent;
  const required = Math.ceil(childrenPresent / rules.childrenPerStaff);
  const staffOnDuty = qualified.length;
  let shortfall: string | null = null;
  if (staffOnDuty < required)
    shortfall =
      `${childrenPresent} ${childrenPresent === 1 ? 'child needs' : 'children need'} ${required} qualified ` +
      `staff on duty; ${staffOnDuty} ${staffOnDuty === 1 ? 'is' : 'are'} (${rules.ratioRule}).`;
  else if (childrenPresent > 0 && staffOnDuty === 1 && qualified[0]?.credential !== rules.loneStaffCredential)
    shortfall = `The only qualified staff member on duty must be an ${rules.loneStaffCredential} (${rules.ratioRule}).`;
  return { childrenPresent, staffOnDuty, required, met: shortfall === null, shortfall };
}
