import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { ageFromBirthYear } from '../rules/family-links.ts';
import { instantSchema, personReferenceSchema } from './common.ts';

/** A field of the Link Child form: required, with the spec's one sentence for any missing field. */
const filledIn = (maximumLength: number) =>
  z
    .string({ error: MESSAGES.fillInAllFields })
    .trim()
    .min(1, { error: MESSAGES.fillInAllFields, abort: true })
    .max(maximumLength);

/**
 * Linking a child (spec: parents only; all fields filled in; the name longer than 2 characters; the age
 * from the birth year 0 to 21), with the one-time family code the facility issued for that child.
 */
export const linkChildSchema = z
  .object({
    childName: filledIn(120).refine((name) => name.length >= LIMITS.linkChildMinimumNameLength, {
      error: MESSAGES.childNameTooShort,
    }),
    dateOfBirth: z.iso.date({ error: MESSAGES.fillInAllFields }),
    familyCode: filledIn(20),
  })
  .superRefine((input, context) => {
    const age = ageFromBirthYear(input.dateOfBirth, new Date().toISOString().slice(0, 10));
    if (age < 0 || age > LIMITS.linkChildMaximumAge)
      context.addIssue({ code: 'custom', path: ['dateOfBirth'], message: MESSAGES.childAgeOutOfRange });
  });
/** What the Link Child form holds and the API receives. */
export type LinkChildInput = z.input<typeof linkChildSchema>;

/** Answer of a successful link: the child now on the parent's list. */
export const linkChildResponseSchema = z.object({ child: personReferenceSchema });

/** Where a family code stands. */
export const FAMILY_CODE_STATUSES = ['active', 'used', 'revoked', 'expired'] as const;

/** One issued family code, as the chart's Family access card lists it (never the code itself). */
export const familyCodeSchema = z.object({
  id: z.uuid(),
  issuedAt: instantSchema,
  issuedBy: personReferenceSchema,
  expiresAt: instantSchema,
  status: z.enum(FAMILY_CODE_STATUSES),
  usedBy: personReferenceSchema.nullable(),
  usedAt: instantSchema.nullable(),
});
/** An issued family code. */
export type FamilyCode = z.infer<typeof familyCodeSchema>;

/** A parent linked to a child. */
export const linkedParentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  linkedAt: instantSchema,
});

/** Answer of GET /api/patients/{id}/family-access: who is linked, and the codes issued (newest first). */
export const familyAccessResponseSchema = z.object({
  parents: z.array(linkedParentSchema),
  codes: z.array(familyCodeSchema),
});
/** The chart's Family access card. */
export type FamilyAccessResponse = z.infer<typeof familyAccessResponseSchema>;

/** Answer of issuing a code: the code itself, shown this once, and when it expires. */
export const issuedFamilyCodeSchema = z.object({ id: z.uuid(), code: z.string(), expiresAt: instantSchema });
/** A newly issued family code. */
export type IssuedFamilyCode = z.infer<typeof issuedFamilyCodeSchema>;

/** Path parameters naming a family code. */
export const familyCodeIdParamsSchema = z.object({ codeId: z.uuid() });
/** Path parameters naming a child and one of their parents. */
export const patientParentParamsSchema = z.object({ patientId: z.uuid(), parentId: z.uuid() });
