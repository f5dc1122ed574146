import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { instantOfWallDateTime, shiftCorrectionFormSchema, wallDateTimeOf } from './shift-correction-form.ts';

const ZONE = 'America/Chicago';

describe('the shift correction form', () => {
  it('reads a datetime-local value as an instant of the facility zone and back', () => {
    const instant = instantOfWallDateTime('2026-03-02T08:15', ZONE);
    expect(instant).toBe('2026-03-02T14:15:00.000Z');
    expect(wallDateTimeOf(instant, ZONE)).toBe('2026-03-02T08:15');
  });

  it('leaves the shift open when the clock-out is empty', () => {
    const parsed = shiftCorrectionFormSchema(ZONE).safeParse({
      clockInAt: '2026-03-02T08:15',
      clockOutAt: '',
      credential: 'RN',
      breakMinutes: 0,
      reason: 'Forgot to clock in',
    });
    expect(parsed.success && parsed.data.clockOutAt).toBeNull();
  });

  it('refuses a correction without a reason, naming the field', () => {
    const parsed = shiftCorrectionFormSchema(ZONE).safeParse({
      clockInAt: '2026-03-02T08:15',
      clockOutAt: '2026-03-02T16:00',
      credential: 'RN',
      breakMinutes: 30,
      reason: ' ',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: MESSAGES.correctionReasonRequired,
    });
  });
});
