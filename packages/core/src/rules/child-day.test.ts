import { describe, expect, it } from 'vitest';
import { childDayStatus } from './child-day.ts';

const NONE = { pickedUpForCenter: null, checkedIn: null, pickedUpForHome: null, checkedOut: null };

describe("a child's day on My Children", () => {
  it('is at home before anything happens, with no time', () => {
    expect(childDayStatus(NONE)).toEqual({ status: 'at_home', since: null });
  });

  it('follows the day step by step, each status since its own moment', () => {
    const morning = { ...NONE, pickedUpForCenter: '2026-11-24T12:05:00Z' };
    expect(childDayStatus(morning)).toEqual({ status: 'on_the_way', since: '2026-11-24T12:05:00Z' });
    const arrived = { ...morning, checkedIn: '2026-11-24T12:40:00Z' };
    expect(childDayStatus(arrived)).toEqual({ status: 'checked_in', since: '2026-11-24T12:40:00Z' });
    const leaving = { ...arrived, pickedUpForHome: '2026-11-24T20:00:00Z' };
    expect(childDayStatus(leaving)).toEqual({ status: 'on_the_way_home', since: '2026-11-24T20:00:00Z' });
    const home = { ...leaving, checkedOut: '2026-11-24T20:35:00Z' };
    expect(childDayStatus(home)).toEqual({ status: 'at_home', since: '2026-11-24T20:35:00Z' });
  });

  it('takes a front-desk check-in without a ride, and a check-out straight from the center', () => {
    expect(childDayStatus({ ...NONE, checkedIn: '2026-11-24T13:00:00Z' }).status).toBe('checked_in');
    expect(
      childDayStatus({ ...NONE, checkedIn: '2026-11-24T13:00:00Z', checkedOut: '2026-11-24T21:00:00Z' })
        .status,
    ).toBe('at_home');
  });
});
