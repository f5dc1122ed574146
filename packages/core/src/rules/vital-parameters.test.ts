import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vitalParameterBodySchema } from '../schemas/vital-parameters.ts';
import { ageBandOf, ageInMonths, suggestedLimits } from './pediatric-age-bands.ts';
import { appliedRangeLines, judgeVitalSigns, type ChildParameter } from './vital-parameters.ts';
import { computeVitalAlerts, vitalStatusOf } from './vital-signs.ts';

/** An infant's heart-rate order: notify outside 100-160, critical below 80 or above 180. */
const INFANT_HEART_RATE: ChildParameter = {
  measurement: 'heartRate',
  notifyLow: 100,
  notifyHigh: 160,
  criticalLow: 80,
  criticalHigh: 180,
  orderedBy: 'Dr. Rebecca Lindqvist',
  orderedOn: '2026-11-02',
};

/** The status of one reading judged with the given orders. */
function statusOf(values: Record<string, number>, parameters: ChildParameter[]): string {
  return vitalStatusOf(judgeVitalSigns(values, parameters).alerts);
}

describe("a child's own parameters", () => {
  it('judge an infant at 140 bpm normal and at 90 bpm with an alert', () => {
    expect(statusOf({ heartRate: 140 }, [INFANT_HEART_RATE])).toBe('normal');
    const { alerts } = judgeVitalSigns({ heartRate: 90 }, [INFANT_HEART_RATE]);
    expect(alerts).toEqual([{ parameter: 'heartRate', value: 90, threshold: 100, severity: 'high' }]);
    expect(judgeVitalSigns({ heartRate: 79 }, [INFANT_HEART_RATE]).alerts[0]).toMatchObject({
      threshold: 80,
      severity: 'critical',
    });
    expect(judgeVitalSigns({ heartRate: 181 }, [INFANT_HEART_RATE]).alerts[0]).toMatchObject({
      threshold: 180,
      severity: 'critical',
    });
    expect(judgeVitalSigns({ heartRate: 160 }, [INFANT_HEART_RATE]).alerts).toEqual([]);
    expect(judgeVitalSigns({ heartRate: 100 }, [INFANT_HEART_RATE]).alerts).toEqual([]);
  });

  it('record the rule that applied to each watched measurement taken', () => {
    const { appliedRanges } = judgeVitalSigns({ heartRate: 140, temperature: 98.6, weight: 20 }, [
      INFANT_HEART_RATE,
    ]);
    expect(appliedRanges).toEqual([
      {
        measurement: 'temperature',
        source: 'facility',
        notifyLow: 97,
        notifyHigh: 99.5,
        criticalLow: 96,
        criticalHigh: 102,
        orderedBy: null,
        orderedOn: null,
      },
      { ...INFANT_HEART_RATE, source: 'child' },
    ]);
  });

  it('are written out, with the physician and the date, for the PDF', () => {
    const { appliedRanges } = judgeVitalSigns({ heartRate: 140, oxygenSaturation: 97 }, [INFANT_HEART_RATE]);
    expect(appliedRangeLines(appliedRanges)).toEqual([
      "Heart rate: 100 bpm to 160 bpm (critical below 80 bpm, above 180 bpm) - Child's order (Dr. Rebecca Lindqvist, 2026-11-02)",
      'O2 saturation: 95% to 100% (critical below 90%) - Facility default',
    ]);
    expect(appliedRangeLines([])).toEqual(['Facility default for every measurement']);
  });

  it('alert on respiratory rate and blood pressure only where the child has parameters', () => {
    const values = { respiratoryRate: 40, bloodPressureSystolic: 150, bloodPressureDiastolic: 95 };
    expect(judgeVitalSigns(values, []).alerts).toEqual([]);
    const orders: ChildParameter[] = [
      {
        ...INFANT_HEART_RATE,
        measurement: 'respiratoryRate',
        notifyLow: 30,
        notifyHigh: 38,
        criticalLow: null,
        criticalHigh: null,
      },
      {
        ...INFANT_HEART_RATE,
        measurement: 'bloodPressureSystolic',
        notifyLow: 72,
        notifyHigh: 104,
        criticalLow: null,
        criticalHigh: 140,
      },
    ];
    expect(judgeVitalSigns(values, orders).alerts).toEqual([
      { parameter: 'bloodPressureSystolic', value: 150, threshold: 140, severity: 'critical' },
      { parameter: 'respiratoryRate', value: 40, threshold: 38, severity: 'high' },
    ]);
  });

  it("leave a child without parameters to the spec's rules exactly", () => {
    const reading = fc.record({
      temperature: fc.integer({ min: 900, max: 1100 }).map((tenths) => tenths / 10),
      heartRate: fc.integer({ min: 30, max: 200 }),
      oxygenSaturation: fc.integer({ min: 50, max: 100 }),
      respiratoryRate: fc.integer({ min: 8, max: 40 }),
    });
    fc.assert(
      fc.property(reading, (values) => {
        expect(judgeVitalSigns(values, []).alerts).toEqual(computeVitalAlerts(values));
      }),
    );
  });
});

describe('the limits a nurse may enter', () => {
  const valid = { notifyLow: 100, notifyHigh: 160, orderedBy: 'Dr. Lee', orderedOn: '2026-11-02' };
  const infant = ageBandOf('2026-07-10', '2026-11-10');
  const problem = (fields: Record<string, unknown>, band = infant) => {
    const result = vitalParameterBodySchema('heartRate', band).safeParse({ ...valid, ...fields });
    return result.success
      ? 'valid'
      : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
  };

  it('refuse limits that cross, critical limits inside the notify ones, and values outside the entry bounds', () => {
    expect(problem({})).toBe('valid');
    expect(problem({ criticalLow: 80, criticalHigh: 180 })).toBe('valid');
    expect(problem({ notifyLow: 170 })).toBe(
      'notifyHigh: Heart rate: the high limit must be above the low limit',
    );
    expect(problem({ notifyLow: 160 })).toBe(
      'notifyHigh: Heart rate: the high limit must be above the low limit',
    );
    expect(problem({ criticalLow: 110 })).toBe(
      'criticalLow: Heart rate: the critical low limit must be below the low limit',
    );
    expect(problem({ criticalHigh: 150 })).toBe(
      'criticalHigh: Heart rate: the critical high limit must be above the high limit',
    );
    expect(problem({ notifyHigh: 250 })).toBe('valid');
    expect(problem({ notifyHigh: 301 })).toBe(
      'notifyHigh: Heart rate must be between 40 and 300 for Infant (1 to 12 months)',
    );
    expect(problem({ notifyHigh: 250 }, null)).toBe(
      'notifyHigh: Heart rate must be between 30 and 200 for Adult (16 years and over)',
    );
    expect(problem({ notifyLow: 100.5 })).toBe('notifyLow: Heart rate must be a whole number');
    expect(problem({ orderedBy: '   ' })).toBe('orderedBy: Please enter the ordering physician');
    expect(problem({ orderedOn: '2026-02-30' })).toBe('orderedOn: Please enter the order date');
  });
});

describe('the published pediatric age bands', () => {
  it('place a child by whole months of age', () => {
    expect(ageInMonths('2026-05-10', '2026-11-09')).toBe(5);
    expect(ageInMonths('2026-05-10', '2026-11-10')).toBe(6);
    expect(ageBandOf('2026-11-01', '2026-11-20')?.key).toBe('neonate');
    expect(ageBandOf('2026-05-10', '2026-11-10')?.key).toBe('infant');
    expect(ageBandOf('2019-03-14', '2026-11-24')?.key).toBe('school-age');
    expect(ageBandOf('2012-01-01', '2026-11-24')?.key).toBe('adolescent');
    expect(ageBandOf('2007-06-25', '2026-11-24')).toBeNull();
  });

  it("suggest the band's whole range and the default for temperature and O2", () => {
    const infant = ageBandOf('2026-05-10', '2026-11-10');
    expect(suggestedLimits('heartRate', infant)).toMatchObject({ notifyLow: 100, notifyHigh: 180 });
    expect(suggestedLimits('respiratoryRate', infant)).toMatchObject({ notifyLow: 30, notifyHigh: 53 });
    expect(suggestedLimits('heartRate', ageBandOf('2026-11-01', '2026-11-20'))?.notifyHigh).toBe(205);
    expect(suggestedLimits('heartRate', ageBandOf('2019-03-14', '2026-11-24'))).toMatchObject({
      notifyLow: 75,
      notifyHigh: 118,
    });
    expect(suggestedLimits('temperature', null)).toMatchObject({ notifyLow: 97, notifyHigh: 99.5 });
    expect(suggestedLimits('heartRate', null)).toBeNull();
  });
});
