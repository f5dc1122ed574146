import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { recordVitalSignsSchema, vitalRangeMessage, vitalStepMessage } from '../schemas/vital-signs.ts';
import {
  computeVitalAlerts,
  describeVitalAlert,
  formatVitalValue,
  painBandOf,
  vitalAlertToastText,
  vitalPeriodStart,
  vitalStatusOf,
  type VitalAlertParameter,
} from './vital-signs.ts';

const PATIENT = '7b1d8f8e-1c1a-4c55-9d47-2f7b6c1e9a10';

/** The severity the rules give one measurement's value, or 'none' without an alert. */
function severityOf(parameter: VitalAlertParameter, value: number): string {
  return computeVitalAlerts({ [parameter]: value })[0]?.severity ?? 'none';
}

/** The first message zod gives for a record, or 'valid'. */
function problemOf(fields: Record<string, unknown>): string {
  const result = recordVitalSignsSchema.safeParse({ patientId: PATIENT, ...fields });
  return result.success ? 'valid' : result.error.issues[0]!.message;
}

describe('the vital sign alert rules at every threshold', () => {
  it.each([
    [95.9, 'high'],
    [96, 'medium'],
    [96.9, 'medium'],
    [97, 'none'],
    [99.5, 'none'],
    [99.6, 'medium'],
    [102, 'medium'],
    [102.1, 'high'],
  ])('temperature %s °F gives %s', (value, severity) => {
    expect(severityOf('temperature', value)).toBe(severity);
  });

  it.each([
    [49, 'high'],
    [50, 'medium'],
    [59, 'medium'],
    [60, 'none'],
    [100, 'none'],
    [101, 'medium'],
    [120, 'medium'],
    [121, 'high'],
  ])('heart rate %s bpm gives %s', (value, severity) => {
    expect(severityOf('heartRate', value)).toBe(severity);
  });

  it.each([
    [89, 'critical'],
    [90, 'high'],
    [94, 'high'],
    [95, 'none'],
    [100, 'none'],
  ])('oxygen saturation %s %% gives %s', (value, severity) => {
    expect(severityOf('oxygenSaturation', value)).toBe(severity);
  });

  it('records the value and the limit crossed, and ignores the unwatched measurements', () => {
    expect(computeVitalAlerts({ temperature: 96.5, heartRate: 130, respiratoryRate: 40, weight: 3 })).toEqual(
      [
        { parameter: 'temperature', value: 96.5, threshold: 97, severity: 'medium' },
        { parameter: 'heartRate', value: 130, threshold: 100, severity: 'high' },
      ],
    );
    expect(computeVitalAlerts({ temperature: null, heartRate: undefined })).toEqual([]);
  });
});

describe('the overall status of a record', () => {
  it('is normal without alerts, abnormal with only low or medium ones, critical with any high or critical', () => {
    expect(vitalStatusOf([])).toBe('normal');
    expect(vitalStatusOf([{ severity: 'medium' }, { severity: 'low' }])).toBe('abnormal');
    expect(vitalStatusOf([{ severity: 'medium' }, { severity: 'high' }])).toBe('critical');
    expect(vitalStatusOf([{ severity: 'critical' }])).toBe('critical');
  });
});

describe('the pain bands', () => {
  it.each([
    [0, 'No pain'],
    [1, 'Mild'],
    [3, 'Mild'],
    [4, 'Moderate'],
    [6, 'Moderate'],
    [7, 'Severe'],
    [10, 'Severe'],
  ])('%s is %s', (score, band) => {
    expect(painBandOf(score)).toBe(band);
  });
});

describe('recording vitals', () => {
  it("asks for a patient with 'Please select a patient'", () => {
    expect(recordVitalSignsSchema.safeParse({ temperature: 98.6 }).error?.issues[0]?.message).toBe(
      MESSAGES.selectPatient,
    );
    expect(problemOf({ patientId: '', temperature: 98.6 })).toBe(MESSAGES.selectPatient);
  });

  it.each([
    ['temperature', 89.9, 110.1, 90, 110],
    ['heartRate', 29, 301, 30, 300],
    ['bloodPressureSystolic', 29, 251, 30, 250],
    ['respiratoryRate', 4, 121, 5, 120],
    ['oxygenSaturation', 49, 101, 50, 100],
    ['weight', 0.9, 500.1, 1, 500],
    ['height', 9.9, 80.1, 10, 80],
    ['painScale', -1, 11, 0, 10],
  ] as const)('keeps %s between the widest bounds of any age', (field, below, above, lowest, highest) => {
    const extra = field === 'bloodPressureSystolic' ? { bloodPressureDiastolic: 15 } : {};
    expect(problemOf({ [field]: below, ...extra })).toBe(vitalRangeMessage(field));
    expect(problemOf({ [field]: above, ...extra })).toBe(vitalRangeMessage(field));
    expect(problemOf({ [field]: lowest, ...extra })).toBe('valid');
    expect(problemOf({ [field]: highest, ...extra })).toBe('valid');
  });

  it('keeps diastolic between 15 and 150', () => {
    expect(problemOf({ bloodPressureSystolic: 120, bloodPressureDiastolic: 14 })).toBe(
      vitalRangeMessage('bloodPressureDiastolic'),
    );
    expect(problemOf({ bloodPressureSystolic: 250, bloodPressureDiastolic: 151 })).toBe(
      vitalRangeMessage('bloodPressureDiastolic'),
    );
  });

  it('takes tenths for temperature, weight and height and whole numbers for the others', () => {
    expect(problemOf({ temperature: 98.6, weight: 42.3, height: 44.5 })).toBe('valid');
    expect(problemOf({ temperature: 98.65 })).toBe(vitalStepMessage('temperature'));
    expect(problemOf({ weight: 42.25 })).toBe(vitalStepMessage('weight'));
    expect(problemOf({ heartRate: 88.5 })).toBe(vitalStepMessage('heartRate'));
    expect(problemOf({ painScale: 2.5 })).toBe(vitalStepMessage('painScale'));
  });

  it('refuses text in a number field and treats null as blank', () => {
    expect(problemOf({ heartRate: '88' })).toBe('Heart rate must be a number');
    expect(problemOf({ temperature: null, heartRate: 88 })).toBe('valid');
  });

  it('needs at least one measurement, and blood pressure as a sensible pair', () => {
    expect(problemOf({})).toBe(MESSAGES.vitalMeasurementRequired);
    expect(problemOf({ bloodPressureSystolic: 120 })).toBe(MESSAGES.bloodPressureIncomplete);
    expect(problemOf({ bloodPressureDiastolic: 80 })).toBe(MESSAGES.bloodPressureIncomplete);
    expect(problemOf({ bloodPressureSystolic: 80, bloodPressureDiastolic: 80 })).toBe(
      MESSAGES.diastolicNotBelowSystolic,
    );
    expect(problemOf({ painScale: 0 })).toBe('valid');
  });
});

describe('the period filter', () => {
  const now = new Date('2025-03-10T03:30:00Z');

  it("starts 'today' at midnight on the facility's clock, not the server's", () => {
    expect(vitalPeriodStart('today', now, 'America/New_York')?.toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    expect(vitalPeriodStart('today', now, 'UTC')?.toISOString()).toBe('2025-03-10T00:00:00.000Z');
  });

  it('reaches back 7 and 30 days, and not at all for all time', () => {
    expect(vitalPeriodStart('week', now, 'UTC')?.toISOString()).toBe('2025-03-03T03:30:00.000Z');
    expect(vitalPeriodStart('month', now, 'UTC')?.toISOString()).toBe('2025-02-08T03:30:00.000Z');
    expect(vitalPeriodStart('all', now, 'UTC')).toBeNull();
  });
});

describe('the alert toast', () => {
  it("says the count followed by 'vital sign alert(s) generated!'", () => {
    expect(vitalAlertToastText(2)).toBe('2 vital sign alert(s) generated!');
  });
});

describe('values and alerts in words', () => {
  it('writes decimals with one place and each unit as the screens show it', () => {
    expect(formatVitalValue('temperature', 99)).toBe('99.0°F');
    expect(formatVitalValue('heartRate', 88)).toBe('88 bpm');
    expect(formatVitalValue('oxygenSaturation', 97)).toBe('97%');
    expect(formatVitalValue('weight', 42.5)).toBe('42.5 lbs');
  });

  it('says which limit an alert crossed and how serious it is', () => {
    expect(
      describeVitalAlert({ parameter: 'oxygenSaturation', value: 88, threshold: 95, severity: 'critical' }),
    ).toBe('O2 saturation 88% below 95% (critical)');
    expect(
      describeVitalAlert({ parameter: 'temperature', value: 103.2, threshold: 99.5, severity: 'high' }),
    ).toBe('Temperature 103.2°F above 99.5°F (high)');
  });
});
