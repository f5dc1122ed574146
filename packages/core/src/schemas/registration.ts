import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { isEmptyOrAtLeast, isEmptyOrEmail, isShortOrMatches } from '../rules/check-conditions.ts';
import { bothPasswordsGiven } from '../rules/password-confirmation.ts';

/** Roles offered on the registration screen (super_admin is not), in the spec's order. */
export const REGISTRATION_ROLES = ['nurse', 'therapist', 'driver', 'administrator', 'parent'] as const;

/** The spec's password rule: lowercase, uppercase, digit and one of @$!%*?&. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).+$/;

/** A new password: at least 8 characters with the four character classes of the spec. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(256)
  .refine(isEmptyOrAtLeast(LIMITS.minimumPasswordLength), MESSAGES.passwordTooShort)
  .refine(isShortOrMatches(LIMITS.minimumPasswordLength, PASSWORD_PATTERN), MESSAGES.passwordComplexity);

/** A person's first or last name: required, at least the spec's minimum length once trimmed. */
export const nameSchema = (requiredMessage: string, shortMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(100)
    .refine(isEmptyOrAtLeast(LIMITS.minimumNameLength), shortMessage);

/** Registration form and request body (spec part 1, "Validation rules: Registration"). */
export const registrationSchema = z
  .object({
    firstName: nameSchema(MESSAGES.firstNameRequired, MESSAGES.firstNameTooShort),
    lastName: nameSchema(MESSAGES.lastNameRequired, MESSAGES.lastNameTooShort),
    email: z
      .string({ error: MESSAGES.emailRequired })
      .trim()
      .min(1, MESSAGES.emailRequired)
      .max(254)
      .refine(isEmptyOrEmail, MESSAGES.emailInvalid),
    role: z.enum(REGISTRATION_ROLES, { error: MESSAGES.roleRequired }),
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: MESSAGES.passwordsMustMatch,
    // Checked even while other fields are still invalid, so the message shows with the others.
    when: (payload) => bothPasswordsGiven(payload.value, 'password'),
  });
/** A registration request. */
export type RegistrationInput = z.infer<typeof registrationSchema>;
