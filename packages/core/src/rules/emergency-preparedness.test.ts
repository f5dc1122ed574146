import { describe, expect, it } from 'vitest';
import {
  documentExpiryState,
  generatorTestStatus,
  unannouncedDrillStatus,
} from './emergency-preparedness.ts';

describe('the generator log (Florida 59A-13.022: tested every 30 days)', () => {
  it('is never tested without an entry', () => {
    expect(generatorTestStatus(null, '2026-12-01')).toEqual({
      state: 'never_tested',
      lastTestedOn: null,
      nextDueOn: null,
      daysUntilDue: null,
    });
  });

  it('is current while more than a week is left, and due 30 days after the last test', () => {
    expect(generatorTestStatus('2026-11-20', '2026-11-22')).toEqual({
      state: 'current',
      lastTestedOn: '2026-11-20',
      nextDueOn: '2026-12-20',
      daysUntilDue: 28,
    });
  });

  it('is due soon within the last 7 days, due on the day itself', () => {
    expect(generatorTestStatus('2026-11-10', '2026-12-03').state).toBe('due_soon');
    expect(generatorTestStatus('2026-11-10', '2026-12-10')).toMatchObject({
      state: 'due_soon',
      daysUntilDue: 0,
    });
    expect(generatorTestStatus('2026-11-10', '2026-12-02').state).toBe('current');
  });

  it('is overdue the day after the 30 days have passed', () => {
    expect(generatorTestStatus('2026-11-10', '2026-12-11')).toMatchObject({
      state: 'overdue',
      daysUntilDue: -1,
    });
  });
});

describe('the unannounced drill (26 TAC §550.209: one a year)', () => {
  it('is missing without one', () => {
    expect(unannouncedDrillStatus(null, '2026-12-01').isMissing).toBe(true);
  });

  it('counts one held within the past 365 days, and not one older', () => {
    expect(unannouncedDrillStatus('2025-12-01', '2026-12-01').isMissing).toBe(false);
    expect(unannouncedDrillStatus('2025-11-30', '2026-12-01').isMissing).toBe(true);
  });
});

describe('documents on file and their expiry', () => {
  it('is current, expiring within 30 days, or expired after its expiry date', () => {
    expect(documentExpiryState('2027-06-01', '2026-12-01')).toBe('current');
    expect(documentExpiryState('2026-12-31', '2026-12-01')).toBe('expiring_soon');
    expect(documentExpiryState('2026-12-01', '2026-12-01')).toBe('expiring_soon');
    expect(documentExpiryState('2026-11-30', '2026-12-01')).toBe('expired');
  });
});
