import { addCalendarDays } from '../time.ts';
import { CREDENTIAL_EXPIRY_NOTICE_DAYS, CREDENTIAL_REVERIFICATION_DAYS } from './staffing-enums.ts';

/** Where a credential stands on a day: current, expiring within the notice days, or expired. */
export type CredentialStatus = 'current' | 'expiring' | 'expired';

/**
 * A credential's status on `today` (the facility's calendar date): expired the day after its expiry date,
 * expiring from CREDENTIAL_EXPIRY_NOTICE_DAYS (30) before it; one without an expiry date stays current.
 */
export function credentialStatus(expiresOn: string | null, today: string): CredentialStatus {
  if (expiresOn === null) return 'current';
  if (expiresOn < today) return 'expired';
  return expiresOn <= addCalendarDays(today, CREDENTIAL_EXPIRY_NOTICE_DAYS) ? 'expiring' : 'current';
}

/** The day a credential verified on `verifiedOn` is verified again (yearly, Texas 26 TAC §550.417). */
export function reverificationDueOn(verifiedOn: string): string {
  return addCalendarDays(verifiedOn, CREDENTIAL_REVERIFICATION_DAYS);
}

/**
 * Whether a staff member's credentials of one type leave them without a current one: they hold some and every
 * one has expired. A type they hold none of is for the administrators to record, and blocks nothing.
 */
export function hasOnlyExpired(expiryDates: readonly (string | null)[], today: string): boolean {
  return (
    expiryDates.length > 0 &&
    expiryDates.every((expiresOn) => credentialStatus(expiresOn, today) === 'expired')
  );
}
