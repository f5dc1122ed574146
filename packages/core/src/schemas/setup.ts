import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isEmptyOrEmail } from '../rules/check-conditions.ts';
import { bothPasswordsGiven } from '../rules/password-confirmation.ts';
import { facilitySettingsShape, TIME_OF_DAY_PATTERN } from './facility-settings.ts';
import { nameSchema, newPasswordSchema } from './registration.ts';

/** A setup code as the server prints it: three groups of four letters or digits ("7KQ2-M9XD-4RTA"). */
export const SETUP_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** Whether a facility value holds both hours written HH:mm, so their order can be judged. */
function bothHoursGiven(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { opensAt, closesAt } = value as Record<string, unknown>;
  return [opensAt, closesAt].every((time) => typeof time === 'string' && TIME_OF_DAY_PATTERN.test(time));
}

/** The facility a first-run setup creates, with its settings (ARCHITECTURE.md, "First-run setup"). */
export const setupFacilitySchema = facilitySettingsShape
  .pick({
    name: true,
    address: true,
    phone: true,
    timeZone: true,
    stateRuleSet: true,
    licensedCapacity: true,
    opensAt: true,
    closesAt: true,
  })
  .refine((facility) => facility.opensAt < facility.closesAt, {
    path: ['closesAt'],
    error: MESSAGES.facilityClosesBeforeOpening,
    when: (payload) => bothHoursGiven(payload.value),
  });

/** The first administrator a setup creates: the spec's registration rules for names, email and password. */
export const setupAdministratorSchema = z.object({
  firstName: nameSchema(MESSAGES.firstNameRequired, MESSAGES.firstNameTooShort),
  lastName: nameSchema(MESSAGES.lastNameRequired, MESSAGES.lastNameTooShort),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254)
    .refine(isEmptyOrEmail, MESSAGES.emailInvalid),
  password: newPasswordSchema,
});

/** `POST /api/setup`: the code from the server's log, the facility and its first administrator. */
export const setupSchema = z.object({
  setupCode: z
    .string({ error: MESSAGES.setupCodeRequired })
    .trim()
    .min(1, MESSAGES.setupCodeRequired)
    .max(40),
  facility: setupFacilitySchema,
  administrator: setupAdministratorSchema,
});
/** A first-run setup request. */
export type SetupInput = z.infer<typeof setupSchema>;

/** The setup screen's form: the request, with the password typed twice. */
export const setupFormSchema = setupSchema.extend({
  administrator: setupAdministratorSchema
    .extend({
      confirmPassword: z
        .string({ error: MESSAGES.confirmPasswordRequired })
        .min(1, MESSAGES.confirmPasswordRequired),
    })
    .refine((value) => value.password === value.confirmPassword, {
      path: ['confirmPassword'],
      error: MESSAGES.passwordsMustMatch,
      when: (payload) => bothPasswordsGiven(payload.value, 'password'),
    }),
});
/** The setup screen's values. */
export type SetupFormValues = z.infer<typeof setupFormSchema>;
