import { WEEKDAYS, type Weekday } from '../enums.ts';
import { wallTimeToInstant } from './medication-schedule.ts';
import { addCalendarDays } from './time.ts';

/**
 * A facility's calendar: the weekdays it opens, its closure days (holidays, yyyy-MM-dd), its hours on an open
 * day ("HH:mm" on its own clock) and its time zone. Every "working day" in CareNest is a day this calendar
 * says the facility is open: the end-of-day scheduler, attendance, claim proposals, route copying and every
 * deadline counted in working days.
 */
export interface FacilityCalendar {
  timeZone: string;
  openWeekdays: readonly Weekday[];
  closureDays: ReadonlySet<string>;
  opensAt: string;
  closesAt: string;
}

/** The calendar every facility had before its settings existed: Monday to Friday, 07:00 to 18:00, no closures. */
export const DEFAULT_FACILITY_HOURS = {
  openWeekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  opensAt: '07:00',
  closesAt: '18:00',
} as const satisfies Pick<FacilityCalendar, 'openWeekdays' | 'opensAt' | 'closesAt'>;

/** The day of the week of a calendar day (yyyy-MM-dd). */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** Whether the facility is open on a calendar day: one of its open weekdays and not a closure day. */
export function isOpenOn(calendar: FacilityCalendar, day: string): boolean {
  return calendar.openWeekdays.includes(weekdayOf(day)) && !calendar.closureDays.has(day);
}

/** Refuses a calendar that is never open, on which counting working days would never end. */
function assertEverOpen(calendar: FacilityCalendar): void {
  if (calendar.openWeekdays.length === 0) throw new RangeError('A facility calendar needs an open weekday');
}

/**
 * The open day `count` working days after `day` (before it when `count` is negative); `day` itself does not
 * count, and need not be open: ten working days after an admission is the tenth open day after it. A `count`
 * of 0 answers `day` unchanged.
 */
export function addWorkingDays(calendar: FacilityCalendar, day: string, count: number): string {
  assertEverOpen(calendar);
  const step = count < 0 ? -1 : 1;
  let remaining = Math.abs(count);
  let cursor = day;
  while (remaining > 0) {
    cursor = addCalendarDays(cursor, step);
    if (isOpenOn(calendar, cursor)) remaining -= 1;
  }
  return cursor;
}

/**
 * The working days from `from` to `to`: the open days after `from` up to and including `to`, or, when `to`
 * comes first, minus the open days from `to` up to (not including) `from`. So `addWorkingDays(calendar, from,
 * workingDaysBetween(calendar, from, to))` is `to` for an open `to`, and a deadline on `to` seen from `from`
 * has that many working days left.
 */
export function workingDaysBetween(calendar: FacilityCalendar, from: string, to: string): number {
  const step = from <= to ? 1 : -1;
  let count = 0;
  for (let cursor = from; cursor !== to;) {
    cursor = addCalendarDays(cursor, step);
    if (isOpenOn(calendar, cursor)) count += 1;
  }
  return count === 0 ? 0 : count * step;
}

/** The first open day on or after `day`. */
export function nextOpenDay(calendar: FacilityCalendar, day: string): string {
  return isOpenOn(calendar, day) ? day : addWorkingDays(calendar, day, 1);
}

/** The open days from `from` to `to`, both included, in order. */
export function openDaysBetween(calendar: FacilityCalendar, from: string, to: string): string[] {
  const days: string[] = [];
  for (let cursor = from; cursor <= to; cursor = addCalendarDays(cursor, 1)) {
    if (isOpenOn(calendar, cursor)) days.push(cursor);
  }
  return days;
}

/** The instants the facility opens and closes on a day, on its own clock; null when it is closed that day. */
export function hoursOn(calendar: FacilityCalendar, day: string): { opensAt: Date; closesAt: Date } | null {
  if (!isOpenOn(calendar, day)) return null;
  return {
    opensAt: wallTimeToInstant(day, calendar.opensAt, calendar.timeZone),
    closesAt: wallTimeToInstant(day, calendar.closesAt, calendar.timeZone),
  };
}
