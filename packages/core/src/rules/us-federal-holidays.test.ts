import { describe, expect, it } from 'vitest';
import { usFederalHolidays } from './us-federal-holidays.ts';

describe('US federal holidays', () => {
  it('lists 2025 on the observed days published by OPM', () => {
    expect(usFederalHolidays(2025).map((holiday) => holiday.date)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27',
      '2025-12-25',
    ]);
  });

  it('moves a Saturday holiday to the Friday before and a Sunday one to the Monday after', () => {
    const of2026 = new Map(usFederalHolidays(2026).map((holiday) => [holiday.name, holiday.date]));
    expect(of2026.get('Independence Day')).toBe('2026-07-03');
    expect(of2026.get('Memorial Day')).toBe('2026-05-25');
    expect(of2026.get('Thanksgiving Day')).toBe('2026-11-26');
    const of2027 = new Map(usFederalHolidays(2027).map((holiday) => [holiday.name, holiday.date]));
    expect(of2027.get('Juneteenth National Independence Day')).toBe('2027-06-18');
    expect(of2027.get('Christmas Day')).toBe('2027-12-24');
    expect(of2027.get("New Year's Day")).toBe('2027-01-01');
  });

  it('leaves out a New Year observed in the year before', () => {
    expect(usFederalHolidays(2022).map((holiday) => holiday.name)).not.toContain("New Year's Day");
    expect(usFederalHolidays(2021).at(-1)).toMatchObject({ date: '2021-12-24', name: 'Christmas Day' });
  });
});
