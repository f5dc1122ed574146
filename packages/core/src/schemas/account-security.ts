// The signed-in user's own account security (ARCHITECTURE.md, "Packages"): MFA enrolment and the open sessions.
// Apart from auth.ts, whose sign-in schemas the sign-in screen builds at start: these only the screens that use them.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { instantSchema } from './common.ts';

/** Enrolment answer: the secret, its otpauth URI and a QR code of it as a PNG data URL. */
export const mfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});

/** Confirms an enrolment with a code from the authenticator. */
export const mfaEnableSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MESSAGES.invalidMfaCode),
});

/** Answer of a confirmed enrolment: the ten recovery codes, shown once. */
export const mfaEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Turning MFA off takes the password and a current code. */
export const mfaDisableSchema = z.object({
  password: z.string().min(1, MESSAGES.passwordRequired).max(256),
  code: z.string().trim().min(6, MESSAGES.invalidMfaCode).max(16, MESSAGES.invalidMfaCode),
});

/** One of the user's own open sessions, as /settings lists them. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  createdAt: instantSchema,
  lastSeenAt: instantSchema,
  ipAddress: z.string(),
  userAgent: z.string(),
  isCurrent: z.boolean(),
});
/** Answer of GET /api/account/sessions. */
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
/** Path parameter naming one session. */
export const sessionIdParamsSchema = z.object({ sessionId: z.uuid() });
