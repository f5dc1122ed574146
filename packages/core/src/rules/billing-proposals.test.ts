import { describe, expect, it } from 'vitest';
import { authorizationWarnings, minutesPresent, proposedService } from './billing-proposals.ts';

const at = (time: string) => new Date(`2026-11-19T${time}:00Z`);

describe('billing proposals from attendance', () => {
  it('counts minutes between each check-in and the next check-out', () => {
    expect(
      minutesPresent({
        events: [
          { kind: 'check_in', at: at('08:00') },
          { kind: 'check_out', at: at('14:30') },
        ],
      }),
    ).toBe(390);
    expect(
      minutesPresent({
        events: [
          { kind: 'check_in', at: at('08:00') },
          { kind: 'check_out', at: at('10:00') },
          { kind: 'check_in', at: at('12:00') },
          { kind: 'check_out', at: at('13:15') },
        ],
      }),
    ).toBe(195);
    expect(minutesPresent({ events: [{ kind: 'check_in', at: at('08:00') }] })).toBe(0);
  });

  it('bills the per diem from four hours, whole hours below, nothing under an hour', () => {
    expect(proposedService(240)).toEqual({ code: 'T1025', quantity: 1 });
    expect(proposedService(239)).toEqual({ code: 'T1026', quantity: 3 });
    expect(proposedService(59)).toBeNull();
  });

  it('warns when a claim goes past an authorization, or falls outside every authorization of its service', () => {
    const authorizations = [
      {
        serviceCode: 'T1025',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        unitsAuthorized: 20,
        unitsUsed: 19,
      },
    ];
    expect(authorizationWarnings(authorizations, '2026-11-19', [{ code: 'T1025', quantity: 1 }])).toEqual([]);
    expect(authorizationWarnings(authorizations, '2026-11-19', [{ code: 'T1025', quantity: 2 }])).toEqual([
      'T1025: this claim uses 2 of 1 units left; 1 over the authorization',
    ]);
    expect(authorizationWarnings(authorizations, '2026-12-01', [{ code: 'T1025', quantity: 1 }])).toEqual([
      'T1025: no authorization covers 2026-12-01',
    ]);
    expect(authorizationWarnings(authorizations, '2026-11-19', [{ code: '97110', quantity: 4 }])).toEqual([]);
  });
});
