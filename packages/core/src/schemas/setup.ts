import { z } from 'zod';
import { STATE_RULE_SETS } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { isEmptyOrEmail } from '../rules/check-conditions.ts';
import { bothPasswordsGiven } from '../rules/password-confirmation.ts';
import { isIanaTimeZone } from '../rules/time-zones.ts';
import { requiredText } from './common.ts';
import { nameSchema, newPasswordSchema } from './registration.ts';

/** A setup code as the server prints it: three groups of four letters or digits ("7KQ2-M9XD-4RTA"). */
export const SETUP_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** The most children a licence may name: far above any PPEC center, so a typo of extra digits is refused. */
const MAXIMUM_LICENSED_CAPACITY = 1000;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDaySchema = z
  .string({ error: MESSAGES.facilityHoursInvalid })
  .regex(TIME_OF_DAY, MESSAGES.facilityHoursInvalid);

/** Whether a facility value holds both hours written HH:mm, so their order can be judged. */
function bothHoursGiven(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { opensAt, closesAt } = value as Record<string, unknown>;
  return [opensAt, closesAt].every((time) => typeof time === 'string' && TIME_OF_DAY.test(time));
}

/** A phone number as people write it: digits with spaces, dashes, dots, parentheses or a leading +. */
const phoneSchema = requiredText(MESSAGES.facilityPhoneInvalid, 40).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, '')),
  MESSAGES.facilityPhoneInvalid,
);

/** The facility a first-run setup creates, with its settings (ARCHITECTURE.md, "First-run setup"). */
export const setupFacilitySchema = z
  .object({
    name: requiredText(MESSAGES.facilityNameRequired, 200),
    address: requiredText(MESSAGES.facilityAddressRequired, 300),
    phone: phoneSchema,
    timeZone: z
      .string({ error: MESSAGES.facilityTimeZoneInvalid })
      .refine(isIanaTimeZone, MESSAGES.facilityTimeZoneInvalid),
    stateRuleSet: z.enum(STATE_RULE_SETS, { error: MESSAGES.facilityStateRulesRequired }),
    licensedCapacity: z
      .number({ error: MESSAGES.facilityCapacityInvalid })
      .int(MESSAGES.facilityCapacityInvalid)
      .min(1, MESSAGES.facilityCapacityInvalid)
      .max(MAXIMUM_LICENSED_CAPACITY, MESSAGES.facilityCapacityInvalid),
    opensAt: timeOfDaySchema,
    closesAt: timeOfDaySchema,
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
