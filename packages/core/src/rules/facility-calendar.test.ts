import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEEKDAYS } from '../enums.ts';
import {
  addWorkingDays,
  hoursOn,
  isOpenOn,
  nextOpenDay,
  openDaysBetween,
  weekdayOf,
  workingDaysBetween,
  type FacilityCalendar,
} from './facility-calendar.ts';
import { addCalendarDays } from './time.ts';

/** A Monday-to-Friday center in Orlando closed on Independence Day 2025 (a Friday) and New Year's Day 2026. */
const weekdayCenter: FacilityCalendar = {
  timeZone: 'America/New_York',
  openWeekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  closureDays: new Set(['2025-07-04', '2026-01-01']),
  opensAt: '07:00',
  closesAt: '18:00',
};

/** A center that also opens on Saturdays and closes on Wednesdays, with no closure days. */
const saturdayCenter: FacilityCalendar = {
  ...weekdayCenter,
  openWeekdays: ['monday', 'tuesday', 'thursday', 'friday', 'saturday'],
  closureDays: new Set(),
};

describe('the facility calendar', () => {
  it('names the weekday of every day of a week, Monday first', () => {
    const week = [
      '2025-06-30',
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
      '2025-07-05',
      '2025-07-06',
    ];
    expect(week.map(weekdayOf)).toEqual([...WEEKDAYS]);
    expect(weekdayOf('2024-02-29')).toBe('thursday');
    expect(weekdayOf('2026-01-01')).toBe('thursday');
  });

  it('is open on its open weekdays except its closure days, day by day over two weeks', () => {
    const days = Array.from({ length: 14 }, (_, index) => addCalendarDays('2025-06-30', index));
    expect(days.map((day) => [day, isOpenOn(weekdayCenter, day)])).toEqual([
      ['2025-06-30', true],
      ['2025-07-01', true],
      ['2025-07-02', true],
      ['2025-07-03', true],
      ['2025-07-04', false],
      ['2025-07-05', false],
      ['2025-07-06', false],
      ['2025-07-07', true],
      ['2025-07-08', true],
      ['2025-07-09', true],
      ['2025-07-10', true],
      ['2025-07-11', true],
      ['2025-07-12', false],
      ['2025-07-13', false],
    ]);
    expect(days.slice(0, 7).map((day) => isOpenOn(saturdayCenter, day))).toEqual([
      true,
      true,
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('adds working days over weekends and closure days, day by day', () => {
    const from = '2025-07-02';
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((count) => addWorkingDays(weekdayCenter, from, count))).toEqual([
      '2025-07-02',
      '2025-07-03',
      '2025-07-07',
      '2025-07-08',
      '2025-07-09',
      '2025-07-10',
      '2025-07-11',
      '2025-07-17',
    ]);
    expect([-1, -2, -3].map((count) => addWorkingDays(weekdayCenter, '2025-07-07', count))).toEqual([
      '2025-07-03',
      '2025-07-02',
      '2025-07-01',
    ]);
    expect(addWorkingDays(weekdayCenter, '2025-12-31', 1)).toBe('2026-01-02');
    expect(addWorkingDays(weekdayCenter, '2025-07-05', 1)).toBe('2025-07-07');
    expect(addWorkingDays(saturdayCenter, '2025-07-01', 1)).toBe('2025-07-03');
    expect(addWorkingDays(saturdayCenter, '2025-07-04', 1)).toBe('2025-07-05');
  });

  it('counts the working days between two dates, the first excluded, negative backwards', () => {
    expect(workingDaysBetween(weekdayCenter, '2025-07-02', '2025-07-02')).toBe(0);
    expect(workingDaysBetween(weekdayCenter, '2025-07-02', '2025-07-03')).toBe(1);
    expect(workingDaysBetween(weekdayCenter, '2025-07-02', '2025-07-06')).toBe(1);
    expect(workingDaysBetween(weekdayCenter, '2025-07-02', '2025-07-07')).toBe(2);
    expect(workingDaysBetween(weekdayCenter, '2025-07-02', '2025-07-17')).toBe(10);
    expect(workingDaysBetween(weekdayCenter, '2025-07-07', '2025-07-02')).toBe(-2);
    expect(workingDaysBetween(weekdayCenter, '2025-07-06', '2025-07-03')).toBe(-1);
    expect(workingDaysBetween(saturdayCenter, '2025-06-30', '2025-07-07')).toBe(5);
  });

  it('finds the next open day and the open days of a range', () => {
    expect(nextOpenDay(weekdayCenter, '2025-07-03')).toBe('2025-07-03');
    expect(nextOpenDay(weekdayCenter, '2025-07-04')).toBe('2025-07-07');
    expect(openDaysBetween(weekdayCenter, '2025-07-03', '2025-07-08')).toEqual([
      '2025-07-03',
      '2025-07-07',
      '2025-07-08',
    ]);
    expect(openDaysBetween(weekdayCenter, '2025-07-05', '2025-07-06')).toEqual([]);
  });

  it('gives the hours of an open day on the facility’s clock, across a clock change, and none when closed', () => {
    expect(hoursOn(weekdayCenter, '2025-07-03')).toEqual({
      opensAt: new Date('2025-07-03T11:00:00Z'),
      closesAt: new Date('2025-07-03T22:00:00Z'),
    });
    expect(hoursOn(weekdayCenter, '2025-11-03')).toEqual({
      opensAt: new Date('2025-11-03T12:00:00Z'),
      closesAt: new Date('2025-11-03T23:00:00Z'),
    });
    expect(hoursOn(weekdayCenter, '2025-07-04')).toBeNull();
    expect(hoursOn(weekdayCenter, '2025-07-05')).toBeNull();
  });

  it('refuses to count on a calendar that is never open', () => {
    expect(() => addWorkingDays({ ...weekdayCenter, openWeekdays: [] }, '2025-07-02', 1)).toThrow(RangeError);
  });

  it('counts back what it adds, for any open weekdays, closure days and count', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((offset) => addCalendarDays('2025-01-01', offset));
    fc.assert(
      fc.property(
        fc.subarray([...WEEKDAYS], { minLength: 1 }),
        fc.uniqueArray(day, { maxLength: 40 }),
        day,
        fc.integer({ min: -60, max: 60 }),
        (openWeekdays, closureDays, from, count) => {
          const calendar = { ...weekdayCenter, openWeekdays, closureDays: new Set(closureDays) };
          const to = addWorkingDays(calendar, from, count);
          expect(workingDaysBetween(calendar, from, to)).toBe(count);
          if (count !== 0) expect(isOpenOn(calendar, to)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
