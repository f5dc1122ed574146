import { describe, expect, it } from 'vitest';
import { recordVitalSignsSchemaFor } from '../schemas/vital-signs.ts';
import { BAND_MEASUREMENTS, PEDIATRIC_AGE_BANDS, ageBandOf } from './pediatric-age-bands.ts';
import { WIDEST_ENTRY_BOUNDS, entryBoundsFor, vitalEntryProblem } from './vital-entry-bounds.ts';
import { judgeVitalSigns, type ChildParameter, type FacilityDefaults } from './vital-parameters.ts';
import { computeVitalAlerts } from './vital-signs.ts';

/** A four-month-old on 2026-11-10. */
const infant = ageBandOf('2026-07-10', '2026-11-10');
/** A neonate of ten days. */
const neonate = ageBandOf('2026-11-01', '2026-11-11');
const patientId = '6a1e0a3e-5d7b-4b8f-9d6c-2f6f3f0b9c11';

describe("a child's entry bounds", () => {
  it('accept every value the band calls normal or alarming', () => {
    for (const band of PEDIATRIC_AGE_BANDS) {
      const bounds = entryBoundsFor(band);
      for (const measurement of BAND_MEASUREMENTS) {
        const values = [...band.normal[measurement], ...band.alarming[measurement]].filter(
          (value): value is number => value !== null,
        );
        for (const value of values) {
          expect(value, `${band.key} ${measurement} ${value}`).toBeGreaterThanOrEqual(
            bounds[measurement].minimum,
          );
          expect(value, `${band.key} ${measurement} ${value}`).toBeLessThanOrEqual(
            bounds[measurement].maximum,
          );
        }
      }
    }
  });

  it("let a four-month-old's respiratory rate of 48 and heart rate of 150 be recorded", () => {
    expect(infant?.key).toBe('infant');
    expect(vitalEntryProblem({ respiratoryRate: 48, heartRate: 150 }, infant)).toBeNull();
    expect(vitalEntryProblem({ heartRate: 280 }, infant)).toBeNull();
  });

  it('refuse only the impossible, naming the field and the band', () => {
    expect(vitalEntryProblem({ respiratoryRate: 130 }, infant)).toEqual({
      field: 'respiratoryRate',
      message: 'Respiratory rate must be between 5 and 120 for Infant (1 to 12 months)',
    });
    expect(vitalEntryProblem({ heartRate: 301 }, infant)?.field).toBe('heartRate');
    expect(vitalEntryProblem({ bloodPressureSystolic: 84, bloodPressureDiastolic: 35 }, neonate)).toBeNull();
  });

  it("keep the spec's bounds from 16 years on", () => {
    expect(vitalEntryProblem({ heartRate: 201 }, null)).toEqual({
      field: 'heartRate',
      message: 'Heart rate must be between 30 and 200 for Adult (16 years and over)',
    });
    expect(vitalEntryProblem({ bloodPressureDiastolic: 39, bloodPressureSystolic: 90 }, null)?.field).toBe(
      'bloodPressureDiastolic',
    );
  });

  it('are all inside the widest bounds a request is first checked against', () => {
    for (const band of [...PEDIATRIC_AGE_BANDS, null]) {
      const bounds = entryBoundsFor(band);
      for (const [measurement, bound] of Object.entries(bounds)) {
        const widest = WIDEST_ENTRY_BOUNDS[measurement as keyof typeof bounds];
        expect(bound.minimum).toBeGreaterThanOrEqual(widest.minimum);
        expect(bound.maximum).toBeLessThanOrEqual(widest.maximum);
      }
    }
  });

  it("check the form with the child's band", () => {
    const result = recordVitalSignsSchemaFor(infant).safeParse({ patientId, respiratoryRate: 121 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['respiratoryRate', 'Respiratory rate must be between 5 and 120'],
    ]);
    const inBand = recordVitalSignsSchemaFor(infant).safeParse({ patientId, respiratoryRate: 48 });
    expect(inBand.success).toBe(true);
    const adult = recordVitalSignsSchemaFor(null).safeParse({ patientId, respiratoryRate: 48 });
    expect(adult.error?.issues[0]?.message).toBe(
      'Respiratory rate must be between 8 and 40 for Adult (16 years and over)',
    );
  });
});

describe("the facility's default ranges", () => {
  const ageBands: FacilityDefaults = { ranges: 'age_bands', band: infant };

  it("stay the spec's: a four-month-old at 150 bpm alerts high, at 48 breaths not at all", () => {
    const { alerts, appliedRanges } = judgeVitalSigns({ heartRate: 150, respiratoryRate: 48 }, []);
    expect(alerts).toEqual([{ parameter: 'heartRate', value: 150, threshold: 100, severity: 'high' }]);
    expect(appliedRanges.map((range) => range.source)).toEqual(['facility']);
  });

  it("judge by the child's band when the facility chooses the PALS age bands", () => {
    const normal = judgeVitalSigns({ heartRate: 150, respiratoryRate: 48, temperature: 98.6 }, [], ageBands);
    expect(normal.alerts).toEqual([]);
    expect(normal.appliedRanges.map((range) => [range.measurement, range.source])).toEqual([
      ['temperature', 'facility'],
      ['heartRate', 'age_band'],
      ['respiratoryRate', 'age_band'],
    ]);
    expect(judgeVitalSigns({ heartRate: 90 }, [], ageBands).alerts).toEqual([
      { parameter: 'heartRate', value: 90, threshold: 100, severity: 'medium' },
    ]);
    expect(judgeVitalSigns({ heartRate: 55, respiratoryRate: 65 }, [], ageBands).alerts).toEqual([
      { parameter: 'heartRate', value: 55, threshold: 60, severity: 'high' },
      { parameter: 'respiratoryRate', value: 65, threshold: 60, severity: 'high' },
    ]);
    expect(
      judgeVitalSigns({ bloodPressureSystolic: 65, bloodPressureDiastolic: 40 }, [], ageBands).alerts,
    ).toEqual([{ parameter: 'bloodPressureSystolic', value: 65, threshold: 70, severity: 'high' }]);
  });

  it("keep the spec's rules for temperature and O2, and for a child past the last band", () => {
    const values = { temperature: 103, oxygenSaturation: 89, heartRate: 125 };
    expect(judgeVitalSigns(values, [], { ranges: 'age_bands', band: null }).alerts).toEqual(
      computeVitalAlerts(values),
    );
  });

  it("never override a child's own order", () => {
    const order: ChildParameter = {
      measurement: 'heartRate',
      notifyLow: 110,
      notifyHigh: 140,
      criticalLow: null,
      criticalHigh: null,
      orderedBy: 'Dr. Lee',
      orderedOn: '2026-11-02',
    };
    expect(judgeVitalSigns({ heartRate: 150 }, [order], ageBands).alerts).toEqual([
      { parameter: 'heartRate', value: 150, threshold: 140, severity: 'high' },
    ]);
  });
});
