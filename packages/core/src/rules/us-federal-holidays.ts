import { addCalendarDays } from './time.ts';

/** A US federal holiday of a year, on the day it is observed (5 U.S.C. §6103). */
export interface FederalHoliday {
  /** yyyy-MM-dd, the observed day: a Saturday holiday on the Friday before, a Sunday one on the Monday after. */
  date: string;
  name: string;
  /** Whether most day centers close on it (the six holidays of the usual closure list). */
  isCommonClosure: boolean;
}

/** The `nth` given weekday (0 Sunday … 6 Saturday) of a month, or the last one when `nth` is -1. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    return addCalendarDays(last.toISOString().slice(0, 10), -((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return addCalendarDays(first.toISOString().slice(0, 10), offset + (nth - 1) * 7);
}

/** The observed day of a fixed-date holiday: a Saturday moves to Friday, a Sunday to Monday. */
function observed(year: number, month: number, day: number): string {
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 6) return addCalendarDays(date, -1);
  if (weekday === 0) return addCalendarDays(date, 1);
  return date;
}

/**
 * The eleven US federal holidays of a year on their observed days, in date order: what an administrator
 * picks closure days from. New Year's Day of the next year observed on 31 December is not listed here.
 */
export function usFederalHolidays(year: number): FederalHoliday[] {
  return [
    { date: observed(year, 1, 1), name: "New Year's Day", isCommonClosure: true },
    { date: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day', isCommonClosure: false },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday", isCommonClosure: false },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day', isCommonClosure: true },
    { date: observed(year, 6, 19), name: 'Juneteenth National Independence Day', isCommonClosure: false },
    { date: observed(year, 7, 4), name: 'Independence Day', isCommonClosure: true },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day', isCommonClosure: true },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day', isCommonClosure: false },
    { date: observed(year, 11, 11), name: 'Veterans Day', isCommonClosure: false },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day', isCommonClosure: true },
    { date: observed(year, 12, 25), name: 'Christmas Day', isCommonClosure: true },
  ].filter((holiday) => holiday.date.startsWith(String(year)));
}
