import type { Role } from '@carenest/core';

/** Password of every demo account (README.md, "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo!Pass1';

/** Domain of the demo accounts' emails. */
export const DEMO_EMAIL_DOMAIN = 'carenest.example';

/** The demo email of a role: `<role>@carenest.example`, `superadmin@…` for super_admin. */
export function demoEmailFor(role: Role): string {
  return `${role === 'super_admin' ? 'superadmin' : role}@${DEMO_EMAIL_DOMAIN}`;
}

/** One demo account per role, with the spec's demo display names. */
export const DEMO_ACCOUNTS: readonly { role: Role; firstName: string; lastName: string }[] = [
  { role: 'parent', firstName: 'Parent', lastName: 'User' },
  { role: 'nurse', firstName: 'Nurse', lastName: 'User' },
  { role: 'therapist', firstName: 'Therapist', lastName: 'User' },
  { role: 'driver', firstName: 'Driver', lastName: 'User' },
  { role: 'administrator', firstName: 'Admin', lastName: 'User' },
  { role: 'super_admin', firstName: 'Super', lastName: 'User' },
];

/**
 * The demo administrator who signs in with MFA. Its TOTP secret is public on purpose (README, demo section),
 * so anyone trying the demo can add it to an authenticator app.
 */
export const DEMO_MFA_ADMINISTRATOR = {
  email: `mfa-admin@${DEMO_EMAIL_DOMAIN}`,
  firstName: 'Morgan',
  lastName: 'Secure',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/**
 * A second nurse of the first facility, who witnesses the demo's controlled doses: a witness signs with their
 * own credentials, so trying the Administer dialog on a controlled medication needs a colleague's account.
 */
export const DEMO_WITNESS_NURSE = {
  email: `charge-nurse@${DEMO_EMAIL_DOMAIN}`,
  firstName: 'Grace',
  lastName: 'Okafor',
} as const;
