import { describe, expect, it } from 'vitest';
import { toFhirAllergyIntolerance } from './allergy-intolerance.ts';
import { parseConditionId, toFhirCondition } from './condition.ts';
import { toFhirMedicationAdministration, type AdministrationRecord } from './medication-administration.ts';
import { toFhirMedicationRequest, type MedicationOrderRecord } from './medication-request.ts';
import {
  parseEncounterId,
  toFhirEncounter,
  toFhirOrganization,
  toFhirPractitioner,
  toFhirRelatedPerson,
} from './people-and-places.ts';
import { fhirValidationProblems } from './testing/fhir-validator.ts';

const patientId = '0195a1b2-0000-7000-8000-000000000001';
const nurse = { id: '0195a1b2-0000-7000-8000-0000000000bb', name: 'Nina Nurse' };
const at = new Date('2026-03-02T14:30:00Z');

const order: MedicationOrderRecord = {
  id: '0195a1b2-0000-7000-8000-0000000000c1',
  patientId,
  name: 'Levetiracetam 100 mg/mL',
  ndcCode: '50474-001-48',
  dosage: '2.5 mL',
  frequency: 'Twice daily',
  route: 'oral',
  prescribedBy: 'Dr. Rivera',
  startDate: '2026-01-10',
  instructions: 'Give with food',
  scheduledTimes: ['08:00', '14:00'],
  isActive: true,
  updatedAt: at,
};

const dose: AdministrationRecord = {
  id: '0195a1b2-0000-7000-8000-0000000000d1',
  patientId,
  medicationId: order.id,
  medicationName: order.name,
  outcome: 'given',
  dosageGiven: '2.5 mL',
  administeredAt: at,
  administeredBy: nurse,
  reason: null,
  notes: null,
  amendsId: null,
  amendmentReason: null,
  isAmended: false,
};

describe('the chart as US Core resources', () => {
  it('maps each diagnosis to a valid problem-list Condition with its ICD-10-CM code, ids read back', () => {
    const condition = toFhirCondition({ patientId, code: 'G80.1', isPrimary: true, recordedAt: at });
    expect(fhirValidationProblems(condition)).toEqual([]);
    expect(condition.code?.coding?.[0]).toEqual({
      system: 'http://hl7.org/fhir/sid/icd-10-cm',
      code: 'G80.1',
    });
    expect(parseConditionId(condition.id!)).toEqual({ patientId, code: 'G80.1' });
  });

  it('maps an allergy to a valid AllergyIntolerance; life-threatening is severe with high criticality', () => {
    const allergy = toFhirAllergyIntolerance({
      id: '0195a1b2-0000-7000-8000-0000000000e1',
      patientId,
      allergen: 'Peanuts',
      reaction: 'Anaphylaxis',
      severity: 'life-threatening',
      notes: 'EpiPen in the bag',
      updatedAt: at,
    });
    expect(fhirValidationProblems(allergy)).toEqual([]);
    expect(allergy).toMatchObject({
      criticality: 'high',
      reaction: [{ severity: 'severe' }],
      code: { text: 'Peanuts' },
    });
  });

  it('maps an order to a valid US Core MedicationRequest with NDC, route and times of day; stopped when inactive', () => {
    const request = toFhirMedicationRequest(order);
    expect(fhirValidationProblems(request)).toEqual([]);
    expect(request.dosageInstruction?.[0]?.timing?.repeat?.timeOfDay).toEqual(['08:00:00', '14:00:00']);
    expect(toFhirMedicationRequest({ ...order, isActive: false, ndcCode: null }).status).toBe('stopped');
    expect(
      fhirValidationProblems(toFhirMedicationRequest({ ...order, route: 'other', scheduledTimes: [] })),
    ).toEqual([]);
  });

  it('maps eMAR entries to valid MedicationAdministrations: given, refused, and corrected', () => {
    const given = toFhirMedicationAdministration(dose);
    const refused = toFhirMedicationAdministration({
      ...dose,
      outcome: 'refused',
      reason: 'Spat out',
      dosageGiven: null,
    });
    const corrected = toFhirMedicationAdministration({ ...dose, isAmended: true });
    for (const resource of [given, refused, corrected]) expect(fhirValidationProblems(resource)).toEqual([]);
    expect([given.status, refused.status, corrected.status]).toEqual([
      'completed',
      'not-done',
      'entered-in-error',
    ]);
    expect(refused.statusReason?.[0]?.text).toBe('refused: Spat out');
  });

  it('maps staff, the facility, an emergency contact and an attendance day to valid resources', () => {
    const practitioner = toFhirPractitioner({
      id: nurse.id,
      firstName: 'Nina',
      lastName: 'Nurse',
      email: 'n@x.example',
      isActive: true,
    });
    const organization = toFhirOrganization({
      id: '0195a1b2-0000-7000-8000-00000000000f',
      name: 'Sunrise PPEC',
      address: '1 Main St, Austin, TX',
      phone: '512-555-0100',
    });
    const relatedPerson = toFhirRelatedPerson({
      id: '0195a1b2-0000-7000-8000-0000000000f1',
      patientId,
      name: 'Ana Lopez',
      relationship: 'Mother',
      phoneNumber: '512-555-0101',
      email: null,
      isPrimary: true,
    });
    const finished = toFhirEncounter({
      patientId,
      facilityId: organization.id!,
      serviceDate: '2026-03-02',
      checkedInAt: at,
      checkedOutAt: new Date('2026-03-02T21:00:00Z'),
    });
    const ongoing = toFhirEncounter({
      patientId,
      facilityId: organization.id!,
      serviceDate: '2026-03-02',
      checkedInAt: at,
      checkedOutAt: null,
    });
    for (const resource of [practitioner, organization, relatedPerson, finished, ongoing])
      expect(fhirValidationProblems(resource)).toEqual([]);
    expect([finished.status, ongoing.status]).toEqual(['finished', 'in-progress']);
    expect(parseEncounterId(finished.id!)).toEqual({ patientId, serviceDate: '2026-03-02' });
  });
});
