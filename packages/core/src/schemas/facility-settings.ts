import { z } from 'zod';
import { DEFAULT_VITAL_RANGES, STATE_RULE_SETS, WEEKDAYS } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { isIanaTimeZone } from '../rules/time-zones.ts';
import { instantSchema, pageQueryShape, pageResultShape, requiredText } from './common.ts';
import { createUserSchema } from './users.ts';

/** A time of day on the facility's clock, "HH:mm" (24-hour). */
export const TIME_OF_DAY_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The most children a licence may name: far above any PPEC center, so a typo of extra digits is refused. */
const MAXIMUM_LICENSED_CAPACITY = 1000;

const clockTime = z
  .string({ error: MESSAGES.facilityHoursInvalid })
  .regex(TIME_OF_DAY_PATTERN, { error: MESSAGES.facilityHoursInvalid });

/**
 * The fields of a facility's settings, without the rule that joins its hours: the one definition the settings
 * form, PUT /api/facility and first-run setup (schemas/setup.ts) validate a facility by.
 */
export const facilitySettingsShape = z.object({
  name: requiredText(MESSAGES.facilityNameRequired, 200),
  address: requiredText(MESSAGES.facilityAddressRequired, 300),
  /** As people write it: digits with spaces, dashes, dots, parentheses or a leading +; 10 to 15 digits. */
  phone: requiredText(MESSAGES.facilityPhoneInvalid, 40).refine(
    (value) => /^\+?[\d\s().-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, '')),
    { error: MESSAGES.facilityPhoneInvalid },
  ),
  timeZone: z
    .string({ error: MESSAGES.facilityTimeZoneInvalid })
    .max(64, { error: MESSAGES.facilityTimeZoneInvalid })
    .refine(isIanaTimeZone, { error: MESSAGES.facilityTimeZoneInvalid }),
  opensAt: clockTime,
  closesAt: clockTime,
  openWeekdays: z
    .array(z.enum(WEEKDAYS, { error: MESSAGES.facilityOpenWeekdaysRequired }), {
      error: MESSAGES.facilityOpenWeekdaysRequired,
    })
    .min(1, { error: MESSAGES.facilityOpenWeekdaysRequired })
    .max(WEEKDAYS.length, { error: MESSAGES.facilityOpenWeekdaysRequired })
    .refine((days) => new Set(days).size === days.length, { error: MESSAGES.facilityOpenWeekdaysRequired }),
  licensedCapacity: z
    .number({ error: MESSAGES.facilityCapacityInvalid })
    .int({ error: MESSAGES.facilityCapacityInvalid })
    .min(1, { error: MESSAGES.facilityCapacityInvalid })
    .max(MAXIMUM_LICENSED_CAPACITY, { error: MESSAGES.facilityCapacityInvalid }),
  stateRuleSet: z.enum(STATE_RULE_SETS, { error: MESSAGES.facilityStateRulesRequired }),
  defaultVitalRanges: z.enum(DEFAULT_VITAL_RANGES, { error: MESSAGES.facilityVitalRangesRequired }),
});

/**
 * A facility's settings as the /facility form and PUT /api/facility send them (ARCHITECTURE.md, "Facility
 * settings and state rules"): every field, an IANA time zone, hours as "HH:mm" that open before they close.
 */
export const facilitySettingsInputSchema = facilitySettingsShape.refine(
  (settings) => settings.opensAt < settings.closesAt,
  { error: MESSAGES.facilityClosesBeforeOpening, path: ['closesAt'] },
);
/** Facility settings as the form fills them. */
export type FacilitySettingsInput = z.infer<typeof facilitySettingsInputSchema>;

/** Which facility a request is about: the actor's own, or one a super_admin names. */
export const facilityQuerySchema = z.object({ facilityId: z.uuid().optional() });

/** A closure day: the calendar day (yyyy-MM-dd) and an optional name ("Thanksgiving Day"). */
export const closureDayInputSchema = z.object({
  date: z.iso.date({ error: MESSAGES.closureDayRequired }),
  name: z.string().trim().max(200).optional(),
});
/** A closure day as the form sends it. */
export type ClosureDayInput = z.infer<typeof closureDayInputSchema>;

/** The day of a closure day in the path. */
export const closureDayParamsSchema = z.object({ date: z.iso.date({ error: MESSAGES.closureDayRequired }) });

/** A facility's closure day as answered. */
export const closureDaySchema = z.object({ date: z.iso.date(), name: z.string().nullable() });

/** A facility's settings and closure days as answered (GET and PUT /api/facility). */
export const facilitySettingsResponseSchema = z.object({
  facility: z.object({
    id: z.uuid(),
    name: z.string(),
    /** Empty until recorded (a facility that existed before its settings did). */
    address: z.string(),
    phone: z.string(),
    timeZone: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
    openWeekdays: z.array(z.enum(WEEKDAYS)),
    /** Null until recorded. */
    licensedCapacity: z.number().int().nullable(),
    stateRuleSet: z.enum(STATE_RULE_SETS),
    defaultVitalRanges: z.enum(DEFAULT_VITAL_RANGES),
    closureDays: z.array(closureDaySchema),
    /** The facility's today on its own clock: closure days before it are history. */
    today: z.iso.date(),
  }),
});
/** A facility's settings as answered. */
export type FacilitySettingsResponse = z.infer<typeof facilitySettingsResponseSchema>;

/** A new facility with its first administrator, who sets their own password through an invitation link. */
export const createFacilitySchema = z.object({
  facility: facilitySettingsInputSchema,
  administrator: createUserSchema.pick({ firstName: true, lastName: true, email: true }),
});
/** A create-facility request. */
export type CreateFacilityInput = z.infer<typeof createFacilitySchema>;

/** One facility of the super_admin's list. */
export const facilitySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  stateRuleSet: z.enum(STATE_RULE_SETS),
  licensedCapacity: z.number().int().nullable(),
  createdAt: instantSchema,
});
/** One facility of the list. */
export type FacilitySummary = z.infer<typeof facilitySummarySchema>;

/** Page sizes of the facility list. */
export const FACILITY_PAGE_SIZES = { default: 50, maximum: 200 } as const;

/** Query string of the facility list. */
export const facilityListQuerySchema = z.object(pageQueryShape(FACILITY_PAGE_SIZES));

/** The super_admin's facility list. */
export const facilityListResponseSchema = z.object(pageResultShape(facilitySummarySchema));

/**
 * Answer of creating a facility: the facility, its administrator, and the invitation link's path when no email
 * carried it (shown once, for the super_admin to hand over), else null.
 */
export const createFacilityResponseSchema = z.object({
  facility: facilitySummarySchema,
  administrator: z.object({ id: z.uuid(), email: z.string() }),
  invitationLink: z.string().nullable(),
});
/** Answer of creating a facility. */
export type CreateFacilityResponse = z.infer<typeof createFacilityResponseSchema>;
