import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { signInSchema } from '../schemas/auth.ts';
import { canonicalJson } from './canonical-json.ts';
import { greetingForHour } from './dashboard.ts';
import {
  ageInYears,
  formatDate,
  formatDateTime,
  formatTime,
  hourInZone,
  todayInZone,
  wallTimeInZone,
} from './time.ts';

describe('the greeting by time of day', () => {
  it('says good morning before 12, good afternoon from 12 to 17:59, good evening from 18', () => {
    expect(greetingForHour(0)).toBe('Good morning');
    expect(greetingForHour(11)).toBe('Good morning');
    expect(greetingForHour(12)).toBe('Good afternoon');
    expect(greetingForHour(17)).toBe('Good afternoon');
    expect(greetingForHour(18)).toBe('Good evening');
    expect(greetingForHour(23)).toBe('Good evening');
  });
});

describe('dates and times in the facility time zone', () => {
  const instant = new Date('2026-03-01T02:05:00Z');
  it('formats MM/dd/yyyy and h:mm a on the facility wall clock, not the server clock', () => {
    expect(formatDate(instant, 'America/New_York')).toBe('02/28/2026');
    expect(formatTime(instant, 'America/New_York')).toBe('9:05 PM');
    expect(formatDateTime(instant, 'America/Phoenix')).toBe('02/28/2026 7:05 PM');
    expect(formatTime(new Date('2026-03-01T17:00:00Z'), 'UTC')).toBe('5:00 PM');
    expect(formatTime(new Date('2026-03-01T00:30:00Z'), 'UTC')).toBe('12:30 AM');
  });
  it('tells the hour and the day in the zone', () => {
    expect(hourInZone(instant, 'America/New_York')).toBe(21);
    expect(todayInZone(instant, 'America/New_York')).toBe('2026-02-28');
    expect(todayInZone(instant, 'UTC')).toBe('2026-03-01');
  });
  it('counts age in whole years, a birthday not yet reached this year not counted', () => {
    expect(ageInYears('2018-05-04', '2026-05-03')).toBe(7);
    expect(ageInYears('2018-05-04', '2026-05-04')).toBe(8);
  });
});

describe('the wall-clock time of a zone', () => {
  it('is 24-hour HH:mm in the zone', () => {
    expect(wallTimeInZone(new Date('2026-11-24T12:05:00Z'), 'America/New_York')).toBe('07:05');
    expect(wallTimeInZone(new Date('2026-11-24T23:45:00Z'), 'America/New_York')).toBe('18:45');
    expect(wallTimeInZone(new Date('2026-11-24T05:00:00Z'), 'America/New_York')).toBe('00:00');
  });
});

describe('canonical JSON', () => {
  it('gives the same text whatever the key order, and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null }, e: undefined })).toBe(
      '{"a":{"c":null,"d":[1,"x"]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson(new Date('2026-01-01T00:00:00Z'))).toBe('"2026-01-01T00:00:00.000Z"');
  });
});

describe('sign-in validation (spec part 1, "Validation rules: Sign-in")', () => {
  const messages = (input: unknown) => {
    const result = signInSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  it('requires an email, a valid one', () => {
    expect(messages({ email: '', password: 'Abcdefg1!', role: 'nurse' })).toEqual([MESSAGES.emailRequired]);
    expect(messages({ email: 'nurse@', password: 'Abcdefg1!', role: 'nurse' })).toEqual([
      MESSAGES.emailInvalid,
    ]);
  });
  it('requires a password of at least 8 characters', () => {
    expect(messages({ email: 'a@b.example', password: '', role: 'nurse' })).toEqual([
      MESSAGES.passwordRequired,
    ]);
    expect(messages({ email: 'a@b.example', password: 'short', role: 'nurse' })).toEqual([
      MESSAGES.passwordTooShort,
    ]);
  });
  it('requires a role among the sign-in cards', () => {
    expect(messages({ email: 'a@b.example', password: 'Abcdefg1!', role: 'super_admin' })).toEqual([
      MESSAGES.roleRequired,
    ]);
    expect(messages({ email: 'a@b.example', password: 'Abcdefg1!', role: 'parent' })).toEqual([]);
  });
});
