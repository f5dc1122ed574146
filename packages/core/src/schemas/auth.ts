import { z } from 'zod';
import { instantSchema } from './common.ts';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { isEmptyOrAtLeast, isEmptyOrEmail } from '../rules/check-conditions.ts';
import { ROLES, SIGN_IN_ROLE_CARDS } from '../roles.ts';

/** Sign-in form and request body (spec part 1, "Validation rules: Sign-in"). */
export const signInSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254)
    .refine(isEmptyOrEmail, MESSAGES.emailInvalid),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(256)
    .refine(isEmptyOrAtLeast(LIMITS.minimumPasswordLength), MESSAGES.passwordTooShort),
  role: z.enum(SIGN_IN_ROLE_CARDS, { error: MESSAGES.roleRequired }),
});
/** A sign-in request. */
export type SignInInput = z.infer<typeof signInSchema>;

/** The facility a user belongs to, as the browser sees it. */
export const facilitySchema = z.object({ id: z.uuid(), name: z.string(), timezone: z.string() });
/** A facility. */
export type Facility = z.infer<typeof facilitySchema>;

/** The signed-in user as the server presents it (the spec's User entity, without secrets). */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  facility: facilitySchema.nullable(),
  isActive: z.boolean(),
  lastLogin: instantSchema.nullable(),
  mfaEnabled: z.boolean(),
  permissions: z.array(z.string()),
  /** 'pending': a self-registered staff account an administrator has not approved yet. */
  accountStatus: z.enum(['active', 'pending']),
  /** Whether the facility requires MFA of this user and it is not enabled yet. */
  mustEnrolMfa: z.boolean(),
});
/** The signed-in user. */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Answer of sign-in. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema });

/** Answer of the session check: the signed-in user, or null for a visitor (not an error). */
export const currentSessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** One demo account listed in the sign-in screen's Demo Access box. */
export const demoAccountSchema = z.object({ email: z.string(), role: z.enum(ROLES), password: z.string() });
/** The Demo Access box's content; empty when the database was not seeded with demo data. */
export const demoAccountsResponseSchema = z.object({ accounts: z.array(demoAccountSchema) });

/** Answer of sign-in: the session's user, or, for an account with MFA, the request for its code. */
export const signInResponseSchema = z.union([
  sessionResponseSchema,
  z.object({ mfaRequired: z.literal(true), challengeToken: z.string() }),
]);
/** The sign-in answer. */
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Second step of an MFA sign-in: the challenge from the first step and a TOTP or recovery code. */
export const mfaSignInSchema = z.object({
  challengeToken: z.string().min(1).max(128),
  code: z
    .string({ error: MESSAGES.invalidMfaCode })
    .trim()
    .min(6, MESSAGES.invalidMfaCode)
    .max(16, MESSAGES.invalidMfaCode),
});

/**
 * Answer of POST /api/auth/register: the same whether the email was new or already registered (the response
 * never tells which). A new account is signed in by the cookie that comes with it; the browser asks for the
 * session next.
 */
export const registrationResponseSchema = z.object({ isReceived: z.literal(true) });
