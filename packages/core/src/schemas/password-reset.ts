import { z } from 'zod';
import { instantSchema } from './common.ts';
import { MESSAGES } from '../messages.ts';
import { isEmptyOrEmail } from '../rules/check-conditions.ts';
import { bothPasswordsGiven } from '../rules/password-confirmation.ts';
import { newPasswordSchema } from './registration.ts';

/** "Forgot password?": the email only; the answer never tells whether it exists. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254)
    .refine(isEmptyOrEmail, MESSAGES.emailInvalid),
});

/** Setting a password through a one-time link (reset, or first setup of a created account). */
export const passwordResetCompleteSchema = z
  .object({
    token: z.string().min(16).max(128),
    newPassword: newPasswordSchema,
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsMustMatch,
    // Checked even while other fields are still invalid, so the message shows with the others.
    when: (payload) => bothPasswordsGiven(payload.value, 'newPassword'),
  });

/** An outstanding one-time link an administrator hands to a user when no email could carry it. */
export const passwordLinkSchema = z.object({
  userId: z.uuid(),
  userEmail: z.string(),
  userName: z.string(),
  purpose: z.enum(['reset', 'setup']),
  path: z.string(),
  expiresAt: instantSchema,
});
/** Answer of GET /api/password-links. */
export const passwordLinksResponseSchema = z.object({ links: z.array(passwordLinkSchema) });

/** The facility's security settings. */
export const facilitySecuritySchema = z.object({ requireMfaForStaff: z.boolean() });
