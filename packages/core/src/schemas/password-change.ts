import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { bothPasswordsGiven } from '../rules/password-confirmation.ts';
import { newPasswordSchema } from './registration.ts';

/** Change of password from /profile: the current one, and a new one under the registration rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(256),
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
/** A password change. */
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
