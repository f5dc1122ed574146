import { describe, expect, it } from 'vitest';
import { stateRulesFor } from '../state-rules/index.ts';
import { countsTowardRatio, staffingRatio, type StaffOnShift } from './staffing-ratio.ts';
import { staffingDay, type ShiftSpan } from './staffing-log.ts';

const texas = stateRulesFor('texas').staffing;
const florida = stateRulesFor('florida').staffing;
const rn: StaffOnShift = { userId: 'rn', credential: 'RN', currentCredentials: ['nursing_license'] };
const lvn: StaffOnShift = { userId: 'lvn', credential: 'LVN', currentCredentials: ['nursing_license'] };
const trainedAide: StaffOnShift = {
  userId: 'aide',
  credential: 'direct_care',
  currentCredentials: ['direct_care_training'],
};
const untrainedAide: StaffOnShift = { userId: 'new', credential: 'direct_care', currentCredentials: ['cpr'] };
const therapist: StaffOnShift = { userId: 'pt', credential: 'therapist', currentCredentials: [] };

describe('the staffing rule of the state-rules table', () => {
  it('cites each state by number; Florida keeps the Texas figures, marked provisional', () => {
    expect(texas).toMatchObject({
      ratioRule: 'Texas 26 TAC §550.410',
      childrenPerStaff: 3,
      isProvisional: false,
    });
    expect(florida).toMatchObject({
      ratioRule: 'Florida 59A-13.010',
      childrenPerStaff: 3,
      isProvisional: true,
    });
  });

  it('counts licensed nurses, trained direct care and CNAs with a registry check; never therapists or drivers', () => {
    expect(countsTowardRatio(texas, rn)).toBe(true);
    expect(countsTowardRatio(texas, lvn)).toBe(true);
    expect(countsTowardRatio(texas, trainedAide)).toBe(true);
    expect(countsTowardRatio(texas, untrainedAide)).toBe(false);
    expect(countsTowardRatio(texas, { ...trainedAide, credential: 'CNA' })).toBe(false);
    expect(
      countsTowardRatio(texas, {
        ...trainedAide,
        credential: 'CNA',
        currentCredentials: ['nurse_aide_registry_check'],
      }),
    ).toBe(true);
    expect(countsTowardRatio(texas, therapist)).toBe(false);
    expect(countsTowardRatio(texas, { ...rn, credential: 'driver' })).toBe(false);
  });
});

describe('the staff-to-child ratio, case by case (Texas 26 TAC §550.410)', () => {
  it('needs no staff without children', () => {
    expect(staffingRatio(texas, { childrenPresent: 0, staff: [] })).toMatchObject({ required: 0, met: true });
  });

  it('needs one qualified staff member per three children, rounding up', () => {
    expect(staffingRatio(texas, { childrenPresent: 3, staff: [rn] })).toMatchObject({
      required: 1,
      staffOnDuty: 1,
      met: true,
    });
    const four = staffingRatio(texas, { childrenPresent: 4, staff: [rn] });
    expect(four).toMatchObject({ required: 2, staffOnDuty: 1, met: false });
    expect(four.shortfall).toBe('4 children need 2 qualified staff on duty; 1 is (Texas 26 TAC §550.410).');
    expect(staffingRatio(texas, { childrenPresent: 6, staff: [rn, lvn] }).met).toBe(true);
    expect(staffingRatio(texas, { childrenPresent: 7, staff: [rn, lvn] }).met).toBe(false);
  });

  it('asks the lone qualified staff member to be an RN', () => {
    const alone = staffingRatio(texas, { childrenPresent: 2, staff: [lvn] });
    expect(alone.met).toBe(false);
    expect(alone.shortfall).toBe(
      'The only qualified staff member on duty must be an RN (Texas 26 TAC §550.410).',
    );
    expect(staffingRatio(texas, { childrenPresent: 2, staff: [lvn, therapist] }).met).toBe(false);
    expect(staffingRatio(texas, { childrenPresent: 2, staff: [lvn, trainedAide] }).met).toBe(true);
  });

  it('does not count untrained direct care or therapists', () => {
    const figures = staffingRatio(texas, { childrenPresent: 5, staff: [rn, untrainedAide, therapist] });
    expect(figures).toMatchObject({ staffOnDuty: 1, required: 2, met: false });
  });
});

describe('the staffing log of a day', () => {
  const nurse: ShiftSpan = {
    userId: 'rn',
    staffName: 'Sarah Johnson',
    credential: 'RN',
    currentCredentials: [],
    start: '2026-12-01T13:00:00Z',
    end: '2026-12-01T21:00:00Z',
  };
  const aide: ShiftSpan = {
    userId: 'aide',
    staffName: 'Ana Ruiz',
    credential: 'direct_care',
    currentCredentials: ['direct_care_training'],
    start: '2026-12-01T14:30:00Z',
    end: null,
  };
  const census = ['a', 'b', 'c', 'd'].map((patientId, index) => ({
    at: `2026-12-01T14:0${index}:00Z`,
    patientId,
    kind: 'check_in' as const,
  }));

  it('logs each change with the ratio it left and counts the minutes out of ratio', () => {
    const day = staffingDay(texas, { census, shifts: [nurse, aide], until: '2026-12-01T22:00:00Z' });
    expect(
      day.lines.map((line) => [line.at, line.change, line.childrenPresent, line.staffOnDuty, line.met]),
    ).toEqual([
      ['2026-12-01T13:00:00Z', 'staffing', 0, 1, true],
      ['2026-12-01T14:00:00Z', 'census', 1, 1, true],
      ['2026-12-01T14:01:00Z', 'census', 2, 1, true],
      ['2026-12-01T14:02:00Z', 'census', 3, 1, true],
      ['2026-12-01T14:03:00Z', 'census', 4, 1, false],
      ['2026-12-01T14:30:00Z', 'staffing', 4, 2, true],
      ['2026-12-01T21:00:00Z', 'staffing', 4, 1, false],
    ]);
    expect(day.lines[0]!.description).toBe('Sarah Johnson clocked in (RN)');
    expect(day.lines[1]!.description).toBe('A child was checked in');
    expect(day.minutesOutOfRatio).toBe(27 + 60);
  });

  it('stops at `until`, applies a check-out, and counts a child checked in twice once', () => {
    const day = staffingDay(texas, {
      census: [
        ...census.slice(0, 1),
        { ...census[0]!, at: '2026-12-01T14:05:00Z' },
        { at: '2026-12-01T15:00:00Z', patientId: 'a', kind: 'check_out' },
      ],
      shifts: [{ ...nurse, credential: 'LVN' }],
      until: '2026-12-01T14:10:00Z',
    });
    expect(day.lines.map((line) => line.childrenPresent)).toEqual([0, 1, 1]);
    expect(day.minutesOutOfRatio).toBe(10);
  });

  it('applies a clock-in before a clock-out at the same instant, so a handover keeps the ratio', () => {
    const handover = '2026-12-01T17:00:00Z';
    const day = staffingDay(texas, {
      census: census.slice(0, 1),
      shifts: [
        { ...nurse, end: handover },
        { ...nurse, userId: 'rn2', staffName: 'Jo Park', start: handover, end: null },
      ],
      until: '2026-12-01T18:00:00Z',
    });
    expect(day.minutesOutOfRatio).toBe(0);
    expect(day.lines.every((line) => line.met)).toBe(true);
  });
});
