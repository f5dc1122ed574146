import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { CREDENTIAL_TYPES, NUMBERED_CREDENTIAL_TYPES } from '../rules/staffing/staffing-enums.ts';
import { instantSchema, personReferenceSchema } from './common.ts';
import { EARLIEST_SERVICE_DATE } from './date-limits.ts';

/** How many years ahead a credential's expiry date may be. */
export const CREDENTIAL_YEARS_AHEAD = 20;

/** A credential's date (the current card's or licence's): from EARLIEST_SERVICE_DATE to CREDENTIAL_YEARS_AHEAD years from today. */
function credentialDateSchema(message: string) {
  return z.iso.date({ error: message }).refine(
    (value) => {
      const latest = new Date();
      latest.setUTCFullYear(latest.getUTCFullYear() + CREDENTIAL_YEARS_AHEAD);
      return value >= EARLIEST_SERVICE_DATE && value <= latest.toISOString().slice(0, 10);
    },
    { error: MESSAGES.credentialDateOutOfRange },
  );
}

const optionalText = (maximumLength: number) =>
  z
    .string()
    .trim()
    .max(maximumLength)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * An administrator records a staff member's credential (Texas 26 TAC §550.417): its type, the licence number
 * and issuing state where it has them, the dates; expiresOn is an ISO date on or after issuedOn. Recording it is
 * its first verification.
 */
export const createCredentialSchema = z
  .object({
    type: z.enum(CREDENTIAL_TYPES, { error: MESSAGES.credentialTypeRequired }),
    licenseNumber: optionalText(60),
    issuingState: optionalText(2).refine((value) => value == null || /^[A-Z]{2}$/.test(value), {
      error: MESSAGES.credentialNumberRequired,
    }),
    issuedOn: credentialDateSchema(MESSAGES.credentialIssuedRequired),
    expiresOn: credentialDateSchema(MESSAGES.credentialDateOutOfRange).nullable().optional(),
  })
  .superRefine((input, context) => {
    if (input.expiresOn && input.expiresOn < input.issuedOn)
      context.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: MESSAGES.credentialExpiresBeforeIssued,
      });
    if (NUMBERED_CREDENTIAL_TYPES.includes(input.type)) {
      if (!input.licenseNumber)
        context.addIssue({
          code: 'custom',
          path: ['licenseNumber'],
          message: MESSAGES.credentialNumberRequired,
        });
      if (!input.issuingState)
        context.addIssue({
          code: 'custom',
          path: ['issuingState'],
          message: MESSAGES.credentialNumberRequired,
        });
    }
  });
/** What the credential form holds and the API receives. */
export type CreateCredentialInput = z.input<typeof createCredentialSchema>;
/** A credential to record, as validated. */
export type CreateCredential = z.output<typeof createCredentialSchema>;

/** The path of a staff member's credentials. */
export const userCredentialsParamsSchema = z.object({ id: z.uuid() });
/** The path of one credential. */
export const credentialParamsSchema = z.object({ id: z.uuid(), credentialId: z.uuid() });

/** One credential of a staff member, with where it stands on the facility's today. */
export const credentialSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  type: z.enum(CREDENTIAL_TYPES),
  licenseNumber: z.string().nullable(),
  issuingState: z.string().nullable(),
  issuedOn: z.iso.date(),
  expiresOn: z.iso.date().nullable(),
  status: z.enum(['current', 'expiring', 'expired']),
  verifiedBy: personReferenceSchema,
  verifiedAt: instantSchema,
  /** The yearly re-verification's day, and whether it has come. */
  verificationDueOn: z.iso.date(),
  isVerificationDue: z.boolean(),
});
/** A staff member's credential. */
export type Credential = z.infer<typeof credentialSchema>;

/** GET /api/users/{id}/credentials: the staff member's credentials, soonest to expire first. */
export const credentialListSchema = z.object({ credentials: z.array(credentialSchema) });
/** The credentials list. */
export type CredentialList = z.infer<typeof credentialListSchema>;

/** A credential's answer: the credential (its id one level down). */
export const credentialResponseSchema = z.object({ credential: credentialSchema });
