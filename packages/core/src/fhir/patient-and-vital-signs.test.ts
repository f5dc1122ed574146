import { describe, expect, it } from 'vitest';
import { toFhirPatient, type PatientRecord } from './patient.ts';
import {
  parseVitalSignObservationId,
  toVitalSignObservations,
  vitalSignKindsMatching,
  type VitalSignsReading,
} from './vital-sign-observations.ts';
import { fhirValidationProblems } from './testing/fhir-validator.ts';
import { PROFILES } from './systems.ts';

const patient: PatientRecord = {
  id: '0195a1b2-0000-7000-8000-000000000001',
  facilityId: '0195a1b2-0000-7000-8000-00000000000f',
  firstName: 'Mia',
  lastName: 'Lopez',
  dateOfBirth: '2019-04-02',
  medicalRecordNumber: 'MRN-1042',
  sex: 'female',
  isActive: true,
  updatedAt: new Date('2026-03-01T12:00:00Z'),
  address: { line1: '12 Palm Ave', city: 'Miami', state: 'FL', postalCode: '33101' },
};

const reading: VitalSignsReading = {
  id: '0195a1b2-0000-7000-8000-0000000000aa',
  patientId: patient.id,
  recordedAt: new Date('2026-03-02T14:30:00Z'),
  recordedBy: { id: '0195a1b2-0000-7000-8000-0000000000bb', name: 'Nina Nurse' },
  temperature: 98.6,
  heartRate: 92,
  bloodPressureSystolic: 104,
  bloodPressureDiastolic: null,
  respiratoryRate: 22,
  oxygenSaturation: 97,
  weight: 38.5,
  height: 41.2,
  painScale: 2,
};

describe('a child as a US Core Patient', () => {
  it('validates against R4 and US Core, naming its profile', () => {
    const resource = toFhirPatient(patient);
    expect(resource.meta?.profile).toEqual([PROFILES.patient]);
    expect(fhirValidationProblems(resource)).toEqual([]);
  });

  it('carries the MRN as an MR identifier whose system names the facility, and the chart’s sex as gender', () => {
    const resource = toFhirPatient(patient);
    expect(resource.identifier).toEqual([
      expect.objectContaining({
        system: `urn:carenest:facility:${patient.facilityId}:mrn`,
        value: 'MRN-1042',
      }),
    ]);
    expect(resource.identifier?.[0]?.type?.coding?.[0]?.code).toBe('MR');
    expect(resource.gender).toBe('female');
    expect(toFhirPatient({ ...patient, sex: 'unknown' }).gender).toBe('unknown');
  });

  it('leaves the address out when billing recorded none, and still validates', () => {
    const resource = toFhirPatient({ ...patient, address: null });
    expect(resource.address).toBeUndefined();
    expect(fhirValidationProblems(resource)).toEqual([]);
  });
});

describe('a reading as US Core vital-sign Observations', () => {
  it('makes one Observation per measurement, each valid against R4 and its vital-signs profile', () => {
    const observations = toVitalSignObservations(reading);
    expect(observations.map((observation) => observation.id)).toEqual([
      `${reading.id}-temperature`,
      `${reading.id}-heart-rate`,
      `${reading.id}-blood-pressure`,
      `${reading.id}-respiratory-rate`,
      `${reading.id}-oxygen-saturation`,
      `${reading.id}-body-weight`,
      `${reading.id}-body-height`,
      `${reading.id}-pain`,
    ]);
    for (const observation of observations) expect(fhirValidationProblems(observation)).toEqual([]);
  });

  it('codes each with LOINC and UCUM as CareNest records them (°F, lb, in)', () => {
    const [temperature, , pressure, , oxygen, weight] = toVitalSignObservations(reading);
    expect(temperature?.code.coding?.[0]?.code).toBe('8310-5');
    expect(temperature?.valueQuantity).toMatchObject({ value: 98.6, code: '[degF]' });
    expect(weight?.valueQuantity).toMatchObject({ value: 38.5, code: '[lb_av]' });
    expect(oxygen?.code.coding?.map((coding) => coding.code)).toEqual(['59408-5', '2708-6']);
    expect(pressure?.component?.[0]?.valueQuantity).toMatchObject({ value: 104, code: 'mm[Hg]' });
    expect(pressure?.component?.[1]?.dataAbsentReason?.coding?.[0]?.code).toBe('unknown');
  });

  it('makes nothing of a measurement not taken', () => {
    const observations = toVitalSignObservations({ ...reading, temperature: null, painScale: null });
    expect(observations.map((observation) => observation.id)).not.toContain(`${reading.id}-temperature`);
    expect(observations).toHaveLength(6);
  });

  it('reads its ids back, and refuses ids it did not make', () => {
    expect(parseVitalSignObservationId(`${reading.id}-heart-rate`)).toEqual({
      readingId: reading.id,
      kind: 'heart-rate',
    });
    expect(parseVitalSignObservationId(`${reading.id}-cholesterol`)).toBeUndefined();
    expect(parseVitalSignObservationId('heart-rate')).toBeUndefined();
  });

  it('finds the kinds a code or category search names', () => {
    expect(vitalSignKindsMatching([{ system: 'http://loinc.org', code: '8867-4' }], undefined)).toEqual([
      'heart-rate',
    ]);
    expect(vitalSignKindsMatching([{ code: '2708-6' }], undefined)).toEqual(['oxygen-saturation']);
    expect(vitalSignKindsMatching(undefined, [{ code: 'survey' }])).toEqual(['pain']);
    expect(vitalSignKindsMatching([{ system: 'http://snomed.info/sct', code: '8867-4' }], undefined)).toEqual(
      [],
    );
  });
});
