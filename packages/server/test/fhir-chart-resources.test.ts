import type { Bundle, Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { fhirValidationProblems } from '@carenest/core/fhir-testing';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';
import type { TestUser } from './support/factories.ts';

describe.each(TEST_DATABASES)('the chart as FHIR resources on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind, { signIn: 'database' });
  let team: CareTeam;
  let medicationId: string;
  const fhir = async (user: TestUser, path: string) => {
    const response = await suite.get(user, `/fhir/R4${path}`);
    return { status: response.statusCode, body: response.json() as Bundle & Resource };
  };
  const searchIds = async (user: TestUser, path: string) =>
    ((await fhir(user, path)).body as Bundle).entry?.map((entry) => entry.resource?.id) ?? [];

  it('sets up Lily’s chart: diagnoses, an allergy, a contact, an order, a dose and a day of attendance', async () => {
    team = await createCareTeam(suite.database.db, {
      lily: {
        primaryDiagnosis: 'G80.1',
        secondaryDiagnoses: ['R62.50'],
        allergies: [{ allergen: 'Peanuts', reaction: 'Hives', severity: 'severe', notes: null }],
        emergencyContacts: [
          {
            name: 'Ana Nguyen',
            relationship: 'Mother',
            phoneNumber: '512-555-0101',
            email: null,
            isPrimary: true,
            canPickup: true,
          },
        ],
      },
    });
    const db = suite.database.db;
    medicationId = (
      await db
        .insertInto('medications')
        .values({
          patient_id: team.children.lily,
          name: 'Levetiracetam 100 mg/mL',
          dosage: '2.5 mL',
          frequency: 'Twice daily',
          route: 'oral',
          prescribed_by: 'Dr. Rivera',
          start_date: '2026-01-10',
          scheduled_times: ['08:00', '14:00'],
          created_by: team.people.nurse.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('medication_administrations')
      .values({
        patient_id: team.children.lily,
        medication_id: medicationId,
        administered_by: team.people.nurse.id,
        outcome: 'given',
        dosage_given: '2.5 mL',
        digital_signature: 'signed by the nurse',
        administration_time: new Date('2026-03-02T14:00:00Z'),
        recorded_by: team.people.nurse.id,
      })
      .execute();
    for (const [kind, at] of [
      ['check_in', '2026-03-02T13:00:00Z'],
      ['check_out', '2026-03-02T21:00:00Z'],
    ] as const)
      await db
        .insertInto('attendance_events')
        .values({
          facility_id: team.home,
          patient_id: team.children.lily,
          service_date: '2026-03-02',
          kind,
          occurred_at: new Date(at),
          source: 'front_desk',
          adult_name: 'Ana Nguyen',
          signature_png: Buffer.from('signature'),
          image_sha256: 'a'.repeat(64),
          recorded_by: team.people.admin.id,
        })
        .execute();
  });

  it('answers every type the CapabilityStatement lists with valid resources naming their profiles', async () => {
    const lily = team.children.lily;
    for (const path of [
      `/Condition?patient=${lily}`,
      `/AllergyIntolerance?patient=${lily}`,
      `/RelatedPerson?patient=${lily}`,
      `/MedicationRequest?patient=${lily}`,
      `/MedicationAdministration?patient=${lily}`,
      `/Encounter?patient=${lily}`,
      '/Practitioner',
      '/Organization',
    ]) {
      const answer = await fhir(team.people.admin, path);
      expect(answer.status, path).toBe(200);
      const entries = (answer.body as Bundle).entry ?? [];
      expect(entries.length, path).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry.resource?.meta?.profile?.length, path).toBe(1);
        expect(fhirValidationProblems(entry.resource!), path).toEqual([]);
      }
    }
  });

  it('maps what the chart says: ICD-10-CM problems, the allergy, the order, the dose and the day', async () => {
    const lily = team.children.lily;
    expect(
      await searchIds(
        team.people.nurse,
        `/Condition?patient=${lily}&code=http://hl7.org/fhir/sid/icd-10-cm|R62.50`,
      ),
    ).toEqual([`${lily}.R62.50`]);
    expect((await fhir(team.people.nurse, `/Condition/${lily}.G80.1`)).status).toBe(200);
    const order = (await fhir(team.people.nurse, `/MedicationRequest/${medicationId}`)).body;
    expect(order).toMatchObject({ status: 'active', intent: 'order', requester: { display: 'Dr. Rivera' } });
    expect(await searchIds(team.people.nurse, `/MedicationRequest?patient=${lily}&status=stopped`)).toEqual(
      [],
    );
    const day = (await fhir(team.people.admin, `/Encounter/${lily}.2026-03-02`)).body;
    expect(day).toMatchObject({
      status: 'finished',
      period: { start: '2026-03-02T13:00:00.000Z', end: '2026-03-02T21:00:00.000Z' },
    });
    expect(await searchIds(team.people.admin, `/Encounter?patient=${lily}&date=2026-03-03`)).toEqual([]);
  });

  it('keeps the same scoping: the nurse of another facility, a parent (her child only, no attendance) and the therapist', async () => {
    const lily = team.children.lily;
    expect(await searchIds(team.people.otherNurse, `/Condition?patient=${lily}`)).toEqual([]);
    expect((await fhir(team.people.otherNurse, `/Condition/${lily}.G80.1`)).status).toBe(404);
    expect(await searchIds(team.people.otherAdmin, '/Organization')).toEqual([team.elsewhere]);
    expect(await searchIds(team.people.parent, `/AllergyIntolerance?patient=${lily}`)).toHaveLength(1);
    expect(await searchIds(team.people.parent, `/MedicationRequest?patient=${lily}`)).toEqual([medicationId]);
    expect(await searchIds(team.people.parent, `/MedicationRequest?patient=${team.children.zoe}`)).toEqual(
      [],
    );
    expect((await fhir(team.people.parent, `/Encounter?patient=${lily}`)).status).toBe(403);
    expect((await fhir(team.people.therapist, `/Encounter?patient=${lily}`)).status).toBe(403);
  });
});
