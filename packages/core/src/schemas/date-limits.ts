import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { instantSchema } from './common.ts';

/** The earliest service, visit or care date the API takes (no CareNest facility keeps records before it). */
export const EARLIEST_SERVICE_DATE = '2000-01-01';
/** How many days ahead of today a service, visit or care date may be: a year (routes, appointments, claims). */
export const SERVICE_DATE_DAYS_AHEAD = 366;
/** A child in PPEC care is under 21; a birth date more than this many years back is a typing error. */
export const CHILD_MAXIMUM_AGE_YEARS = 22;
/** The earliest date of an adult's record (an insurance subscriber's birth date, a policy's effective date). */
export const EARLIEST_RECORD_DATE = '1900-01-01';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date in UTC, "YYYY-MM-DD". */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The latest service date the API takes: today and SERVICE_DATE_DAYS_AHEAD days. */
export function latestServiceDate(): string {
  return new Date(Date.now() + SERVICE_DATE_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a "YYYY-MM-DD" date is a service date the API takes (EARLIEST_SERVICE_DATE to a year ahead). */
export function isWithinServiceDates(date: string): boolean {
  return date >= EARLIEST_SERVICE_DATE && date <= latestServiceDate();
}

/** Whether a "YYYY-MM-DD" date is a birth date of a child in care: not in the future, within 22 years. */
export function isChildBirthDate(date: string): boolean {
  const now = today();
  const earliest = `${Number(now.slice(0, 4)) - CHILD_MAXIMUM_AGE_YEARS}${now.slice(4)}`;
  return date >= earliest && date <= now;
}

/**
 * A service, visit or care date (ARCHITECTURE.md, "Core"): a calendar date from EARLIEST_SERVICE_DATE to a year
 * ahead; `message` when it is not a date at all, the limits' sentence when it is out of them.
 */
export function serviceDateSchema(message?: string) {
  return z.iso
    .date(message === undefined ? undefined : { error: message })
    .refine((value) => !ISO_DATE.test(value) || isWithinServiceDates(value), {
      error: MESSAGES.dateOutOfRange,
    });
}

/** An instant the API takes (a dose's time, a device's clock, a search's bounds): within the service dates. */
export const serviceInstantSchema = instantSchema.refine(
  (value) => {
    const time = Date.parse(value);
    return (
      Number.isNaN(time) ||
      (time >= Date.parse(`${EARLIEST_SERVICE_DATE}T00:00:00Z`) &&
        time <= Date.now() + SERVICE_DATE_DAYS_AHEAD * DAY_MS)
    );
  },
  { error: MESSAGES.dateOutOfRange },
);

/** A child's date of birth: a calendar date within the past CHILD_MAXIMUM_AGE_YEARS years, not in the future. */
export function childBirthDateSchema(message?: string) {
  return z.iso
    .date(message === undefined ? undefined : { error: message })
    .refine((value) => !ISO_DATE.test(value) || isChildBirthDate(value), {
      error: MESSAGES.childBirthDateOutOfRange,
    });
}

/** A date of an adult's record: from EARLIEST_RECORD_DATE to a year ahead. */
export function recordDateSchema(message?: string) {
  return z.iso
    .date(message === undefined ? undefined : { error: message })
    .refine(
      (value) => !ISO_DATE.test(value) || (value >= EARLIEST_RECORD_DATE && value <= latestServiceDate()),
      { error: MESSAGES.recordDateOutOfRange },
    );
}

/**
 * How far past UTC's today a date that has happened may be: a facility east of UTC (up to UTC+14) is already on
 * the next day. The server then checks the date against the facility's own today.
 */
const DAYS_AHEAD_OF_UTC = 1;

/** The latest date that may have happened somewhere: UTC's today and DAYS_AHEAD_OF_UTC more. */
function latestPastDate(): string {
  return new Date(Date.now() + DAYS_AHEAD_OF_UTC * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A date of something that has happened (a drill held, a test run, an inspection issued): a service date
 * that is not in the future; `message` when it is not a date at all.
 */
export function pastServiceDateSchema(message?: string) {
  return z.iso
    .date(message === undefined ? undefined : { error: message })
    .refine((value) => !ISO_DATE.test(value) || value >= EARLIEST_SERVICE_DATE, {
      error: MESSAGES.dateOutOfRange,
    })
    .refine((value) => !ISO_DATE.test(value) || value <= latestPastDate(), { error: MESSAGES.dateInFuture });
}
