import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { DEFAULT_FACILITY_HOURS, type FacilityCalendar } from '../facility-calendar.ts';
import {
  daysDueForGeneration,
  eodDateProblem,
  isWorkingDay,
  needsAutomatedGeneration,
  nextCutoffAfter,
  retentionDateOf,
} from './schedule.ts';

const zone = 'America/New_York';
/** A Monday-to-Friday facility on New York's clock, closed on the days given. */
const calendarClosedOn = (...closureDays: string[]): FacilityCalendar => ({
  ...DEFAULT_FACILITY_HOURS,
  timeZone: zone,
  closureDays: new Set(closureDays),
});
const calendar = calendarClosedOn();
const day = '2026-11-23';
/** An instant of that Monday on the facility's clock (EST, UTC-5). */
const at = (time: string) => new Date(`${day}T${time}:00-05:00`);

describe('the end-of-day schedule', () => {
  it('knows working days and the 20:00 cutoff on the facility’s clock', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true);
    expect(isWorkingDay('2026-11-22')).toBe(false);
    expect(needsAutomatedGeneration({ day, now: at('19:59'), calendar, hasReport: false })).toBe(false);
    expect(needsAutomatedGeneration({ day, now: at('20:00'), calendar, hasReport: false })).toBe(true);
    expect(needsAutomatedGeneration({ day, now: at('20:00'), calendar, hasReport: true })).toBe(false);
    expect(
      needsAutomatedGeneration({ day: '2026-11-22', now: at('20:00'), calendar, hasReport: false }),
    ).toBe(false);
  });

  it('finds the next cutoff and the working days left without a report', () => {
    expect(nextCutoffAfter(at('10:00'), calendar).toISOString()).toBe(at('20:00').toISOString());
    expect(nextCutoffAfter(new Date('2026-11-21T15:00:00-05:00'), calendar).toISOString()).toBe(
      at('20:00').toISOString(),
    );
    expect(daysDueForGeneration(at('21:00'), calendar, '2026-11-01')).toEqual([
      '2026-11-23',
      '2026-11-20',
      '2026-11-19',
    ]);
    expect(daysDueForGeneration(at('21:00'), calendar, '2026-11-23')).toEqual(['2026-11-23']);
  });

  it('expects no report on a closure day, and looks past it for the next cutoff', () => {
    const closedMonday = calendarClosedOn(day);
    expect(
      needsAutomatedGeneration({ day, now: at('21:00'), calendar: closedMonday, hasReport: false }),
    ).toBe(false);
    expect(daysDueForGeneration(at('21:00'), closedMonday, '2026-11-01')).toEqual([
      '2026-11-20',
      '2026-11-19',
    ]);
    expect(nextCutoffAfter(at('10:00'), closedMonday).toISOString()).toBe(
      new Date('2026-11-24T20:00:00-05:00').toISOString(),
    );
  });

  it('refuses future days and days before the facility, and keeps reports 10 years', () => {
    expect(eodDateProblem('2026-11-24', day, '2026-01-01')).toBe(MESSAGES.eodDateInFuture);
    expect(eodDateProblem('2025-12-31', day, '2026-01-01')).toBe(MESSAGES.eodDateBeforeFacility);
    expect(eodDateProblem(day, day, '2026-01-01')).toBeNull();
    expect(retentionDateOf('2026-11-23')).toBe('2036-11-23');
    expect(retentionDateOf('2028-02-29')).toBe('2038-02-28');
  });
});
