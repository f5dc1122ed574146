import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { closureDayProblem, isAboveLicensedCapacity } from './facility-settings.ts';
import { isIanaTimeZone } from './time-zones.ts';

describe('facility settings rules', () => {
  it('accepts IANA zones and refuses offsets, abbreviations and unknown places', () => {
    expect(isIanaTimeZone('America/New_York')).toBe(true);
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('+05:00')).toBe(false);
    expect(isIanaTimeZone('EST')).toBe(false);
    expect(isIanaTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isIanaTimeZone('')).toBe(false);
  });

  it('refuses a closure day before today or one the facility is already closed on', () => {
    const closureDays = new Set(['2026-12-25']);
    expect(closureDayProblem({ date: '2026-11-30', today: '2026-12-01', closureDays })).toBe(
      MESSAGES.closureDayInPast,
    );
    expect(closureDayProblem({ date: '2026-12-25', today: '2026-12-01', closureDays })).toBe(
      MESSAGES.closureDayDuplicate,
    );
    expect(closureDayProblem({ date: '2026-12-01', today: '2026-12-01', closureDays })).toBeNull();
  });

  it('warns only above a recorded licensed capacity', () => {
    expect(isAboveLicensedCapacity(31, 30)).toBe(true);
    expect(isAboveLicensedCapacity(30, 30)).toBe(false);
    expect(isAboveLicensedCapacity(100, null)).toBe(false);
  });
});
