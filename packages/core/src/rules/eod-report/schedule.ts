import { MESSAGES } from '../../messages.ts';
import { isOpenOn, type FacilityCalendar } from '../facility-calendar.ts';
import { wallTimeToInstant } from '../medication-schedule.ts';
import { addCalendarDays, hourInZone, todayInZone } from '../time.ts';

/** The spec's end-of-day constants: the 20:00 cutoff, the 60-second scheduler, 10-year retention, 30-day list. */
export const EOD_SCHEDULE = {
  cutoffHour: 20,
  schedulerIntervalMs: 60_000,
  retentionYears: 10,
  listDays: 30,
  /** How many calendar days back the scheduler looks for a working day left without its report. */
  catchUpDays: 4,
} as const;

/** Whether a calendar day (yyyy-MM-dd) is Monday to Friday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/** The instant of a day's 20:00 cutoff on the facility's clock. */
export function cutoffOf(day: string, timeZone: string): Date {
  return wallTimeToInstant(day, `${String(EOD_SCHEDULE.cutoffHour).padStart(2, '0')}:00`, timeZone);
}

/**
 * Whether a day's report is the scheduler's to make and still missing (spec: needsAutomatedGeneration): a
 * working day (one the facility's calendar says it is open: not a closed weekday, not a closure day) whose
 * 20:00 cutoff has passed on the facility's clock, without a report.
 */
export function needsAutomatedGeneration(input: {
  day: string;
  now: Date;
  calendar: FacilityCalendar;
  hasReport: boolean;
}): boolean {
  const { timeZone } = input.calendar;
  if (input.hasReport || !isOpenOn(input.calendar, input.day)) return false;
  const today = todayInZone(input.now, timeZone);
  if (input.day > today) return false;
  return input.day < today || hourInZone(input.now, timeZone) >= EOD_SCHEDULE.cutoffHour;
}

/** The day banner (spec): completed when a report exists, overdue when automated generation is needed, else pending. */
export function eodDayState(input: { needsAutomatedGeneration: boolean; hasReport: boolean }) {
  if (input.hasReport) return 'completed' as const;
  return input.needsAutomatedGeneration ? ('overdue' as const) : ('pending' as const);
}

/** How many days ahead the next cutoff is looked for: a year of closures is more than any facility has. */
const NEXT_CUTOFF_HORIZON_DAYS = 366;

/** The next working day's cutoff at or after `now` on the facility's clock (its calendar's open days). */
export function nextCutoffAfter(now: Date, calendar: FacilityCalendar): Date {
  const { timeZone } = calendar;
  let day = todayInZone(now, timeZone);
  for (let step = 0; step < NEXT_CUTOFF_HORIZON_DAYS; step += 1) {
    if (isOpenOn(calendar, day) && cutoffOf(day, timeZone) >= now) return cutoffOf(day, timeZone);
    day = addCalendarDays(day, 1);
  }
  return cutoffOf(day, timeZone);
}

/**
 * The days the scheduler checks at `now`: the recent working days of the facility's calendar (newest first)
 * whose cutoff has passed. A closure day or a closed weekday expects no report.
 */
export function daysDueForGeneration(
  now: Date,
  calendar: FacilityCalendar,
  facilityFirstDay: string,
): string[] {
  const today = todayInZone(now, calendar.timeZone);
  const days: string[] = [];
  for (let back = 0; back <= EOD_SCHEDULE.catchUpDays; back += 1) {
    const day = addCalendarDays(today, -back);
    if (day < facilityFirstDay) break;
    if (needsAutomatedGeneration({ day, now, calendar, hasReport: false })) days.push(day);
  }
  return days;
}

/** The date a report may be destroyed after: the report's date plus 10 years. */
export function retentionDateOf(reportDate: string): string {
  const [year, month, day] = reportDate.split('-');
  const target = `${Number(year) + EOD_SCHEDULE.retentionYears}-${month}-${day}`;
  return month === '02' && day === '29' ? `${Number(year) + EOD_SCHEDULE.retentionYears}-02-28` : target;
}

/**
 * What is wrong with a date asked for a report: in the future on the facility's clock, or before the facility
 * existed. Null when the date is acceptable.
 */
export function eodDateProblem(date: string, today: string, facilityFirstDay: string): string | null {
  if (date > today) return MESSAGES.eodDateInFuture;
  if (date < facilityFirstDay) return MESSAGES.eodDateBeforeFacility;
  return null;
}
