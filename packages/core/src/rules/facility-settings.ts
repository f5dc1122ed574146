import { MESSAGES } from '../messages.ts';

/**
 * Whether a text names an IANA time zone ("America/New_York", "UTC"): a Region/City name (or UTC) that the
 * runtime's time-zone database knows. Offsets ("+05:00") and abbreviations ("EST") are not zones a facility's
 * clock can follow through daylight saving time.
 */
export function isIanaTimeZone(value: string): boolean {
  if (value !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a closure day an administrator adds: a day before the facility's today (on its own clock),
 * or one it is already closed on. Null when the day may be added.
 */
export function closureDayProblem(input: {
  date: string;
  today: string;
  closureDays: ReadonlySet<string>;
}): string | null {
  if (input.date < input.today) return MESSAGES.closureDayInPast;
  if (input.closureDays.has(input.date)) return MESSAGES.closureDayDuplicate;
  return null;
}

/**
 * Whether the children present exceed the facility's licensed capacity (the census warning of the
 * administrator's dashboard); never while the capacity is not recorded.
 */
export function isAboveLicensedCapacity(present: number, licensedCapacity: number | null): boolean {
  return licensedCapacity !== null && present > licensedCapacity;
}
