import type { Bundle, CapabilityStatement, Observation, OperationOutcome, Patient } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { fhirValidationProblems } from '@carenest/core/fhir-testing';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';
import type { TestUser } from './support/factories.ts';

describe.each(TEST_DATABASES)('the FHIR R4 read API on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind, { signIn: 'database' });
  let team: CareTeam;
  const fhir = async (user: TestUser | null, path: string) => {
    const response = user
      ? await suite.get(user, `/fhir/R4${path}`)
      : await suite.inject({ method: 'GET', url: `/fhir/R4${path}` });
    return {
      status: response.statusCode,
      type: String(response.headers['content-type']),
      body: response.json() as unknown,
    };
  };
  const record = async (patientId: string, recordedBy: string, values: object, recordedAt: string) =>
    (
      await suite.database.db
        .insertInto('vital_signs')
        .values({
          patient_id: patientId,
          recorded_by: recordedBy,
          recorded_at: new Date(recordedAt),
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  let lilyReading: string;

  it('sets up Lily’s team, her sex on the chart and two readings', async () => {
    team = await createCareTeam(suite.database.db);
    await suite.database.db
      .updateTable('patients')
      .set({ sex: 'female' })
      .where('id', '=', team.children.lily)
      .execute();
    lilyReading = await record(
      team.children.lily,
      team.people.nurse.id,
      { heart_rate: 96, temperature: 98.4 },
      '2026-03-02T14:00:00Z',
    );
    await record(
      team.children.lily,
      team.people.nurse.id,
      { blood_pressure_systolic: 101, blood_pressure_diastolic: 64 },
      '2026-03-03T14:00:00Z',
    );
    await record(team.children.omar, team.people.otherNurse.id, { heart_rate: 88 }, '2026-03-02T15:00:00Z');
  });

  describe('refusals, as OperationOutcomes in application/fhir+json', () => {
    it('answers a signed-out reader 401', async () => {
      const answer = await fhir(null, '/Patient');
      expect(answer.status).toBe(401);
      expect(answer.type).toContain('application/fhir+json');
      expect(answer.body).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code: 'login' }],
      });
      expect(fhirValidationProblems(answer.body as OperationOutcome)).toEqual([]);
    });

    it('answers 403 to a role that may not read the type: the parent and the therapist asking for vital signs', async () => {
      for (const user of [team.people.parent, team.people.therapist, team.people.driver]) {
        const answer = await fhir(user, `/Observation?patient=${team.children.lily}`);
        expect(answer.status, user.role).toBe(403);
        expect(answer.body).toMatchObject({
          resourceType: 'OperationOutcome',
          issue: [{ code: 'forbidden' }],
        });
      }
    });

    it('answers 404 for another facility’s child, an unknown id and an unknown type', async () => {
      expect((await fhir(team.people.admin, `/Patient/${team.children.omar}`)).status).toBe(404);
      expect((await fhir(team.people.nurse, `/Patient/${team.children.zoe}`)).status).toBe(404);
      expect((await fhir(team.people.admin, '/Patient/not-a-carenest-id')).status).toBe(404);
      const unknownType = await fhir(team.people.admin, '/Spaceship/1');
      expect(unknownType.status).toBe(404);
      expect(unknownType.body).toMatchObject({ issue: [{ code: 'not-found' }] });
    });

    it('answers 400 naming an unknown parameter, a bad date and a bad _count', async () => {
      for (const [query, parameter] of [
        ['colour=blue', 'colour'],
        ['birthdate=yesterday', 'birthdate'],
        ['_count=0', '_count'],
        ['name:exact=Lily', 'name:exact'],
      ]) {
        const answer = await fhir(team.people.admin, `/Patient?${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.body).toMatchObject({
          resourceType: 'OperationOutcome',
          issue: [{ code: 'invalid', expression: [parameter] }],
        });
      }
    });
  });

  it('states its capabilities: FHIR 4.0.1, JSON, the types with their US Core profiles and parameters', async () => {
    const answer = await fhir(null, '/metadata');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/fhir+json');
    const statement = answer.body as CapabilityStatement;
    expect(statement.fhirVersion).toBe('4.0.1');
    const patient = statement.rest?.[0]?.resource?.find((resource) => resource.type === 'Patient');
    expect(patient?.profile).toBe('http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient');
    expect(patient?.searchParam?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['_id', 'identifier', 'name', 'birthdate', 'gender']),
    );
    expect(fhirValidationProblems(statement)).toEqual([]);
  });

  describe('Patient', () => {
    it('gives the administrator every child of her facility, valid US Core Patients with MRN and gender', async () => {
      const answer = await fhir(team.people.admin, '/Patient');
      expect(answer.status).toBe(200);
      const bundle = answer.body as Bundle<Patient>;
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 2 });
      expect(fhirValidationProblems(bundle)).toEqual([]);
      const lily = bundle.entry?.find((entry) => entry.resource?.id === team.children.lily)?.resource;
      expect(lily?.gender).toBe('female');
      expect(lily?.identifier?.[0]?.system).toBe(`urn:carenest:facility:${team.home}:mrn`);
      for (const entry of bundle.entry ?? []) {
        expect(entry.resource?.meta?.profile).toEqual([
          'http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient',
        ]);
        expect(fhirValidationProblems(entry.resource!)).toEqual([]);
      }
    });

    it('limits the nurse’s search to her assigned children', async () => {
      const bundle = (await fhir(team.people.nurse, '/Patient')).body as Bundle<Patient>;
      expect(bundle.entry?.map((entry) => entry.resource?.id)).toEqual([team.children.lily]);
      expect(bundle.total).toBe(1);
    });

    it('searches by name, identifier, gender and birthdate, and pages with next links', async () => {
      const ids = async (query: string) =>
        ((await fhir(team.people.admin, `/Patient?${query}`)).body as Bundle).entry?.map(
          (entry) => entry.resource?.id,
        ) ?? [];
      const mrn = (
        await suite.database.db
          .selectFrom('patients')
          .select('medical_record_number')
          .where('id', '=', team.children.lily)
          .executeTakeFirstOrThrow()
      ).medical_record_number;
      expect(await ids('name=lil')).toEqual([team.children.lily]);
      expect(
        await ids(`identifier=${encodeURIComponent(`urn:carenest:facility:${team.home}:mrn|${mrn}`)}`),
      ).toEqual([team.children.lily]);
      expect(
        await ids(`identifier=${encodeURIComponent(`urn:carenest:facility:${team.elsewhere}:mrn|${mrn}`)}`),
      ).toEqual([]);
      expect(await ids('gender=female')).toEqual([team.children.lily]);
      expect(await ids('birthdate=2018-05-04&family=Nguyen')).toEqual([team.children.lily]);
      expect(await ids('birthdate=lt2018-05-04')).toEqual([]);
      const first = (await fhir(team.people.admin, '/Patient?_count=1')).body as Bundle;
      const next = first.link?.find((link) => link.relation === 'next')?.url;
      expect(first.entry).toHaveLength(1);
      const second = (
        await fhir(team.people.admin, new URL(next!).pathname.replace('/fhir/R4', '') + new URL(next!).search)
      ).body as Bundle;
      expect(second.entry?.[0]?.resource?.id).not.toBe(first.entry?.[0]?.resource?.id);
      expect(second.link?.find((link) => link.relation === 'next')).toBeUndefined();
    });

    it('writes one audit row per resource read, naming the client', async () => {
      await fhir(team.people.nurse, `/Patient/${team.children.lily}`);
      const rows = await suite.database.db
        .selectFrom('audit_log')
        .select(['resource_type', 'resource_id', 'new_values', 'success'])
        .where('action', '=', 'FHIR_READ')
        .where('user_id', '=', team.people.nurse.id)
        .where('resource_id', '=', team.children.lily)
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows[0]).toMatchObject({
        resource_type: 'Patient',
        success: true,
        new_values: { client: 'CareNest browser session' },
      });
    });
  });

  describe('Observation (vital signs)', () => {
    it('gives the nurse her child’s vital signs as valid US Core Observations, newest first', async () => {
      const answer = await fhir(
        team.people.nurse,
        `/Observation?patient=${team.children.lily}&category=vital-signs`,
      );
      const bundle = answer.body as Bundle<Observation>;
      expect(answer.status).toBe(200);
      expect(bundle.entry?.map((entry) => entry.resource?.code.coding?.[0]?.code)).toEqual([
        '85354-9',
        '8867-4',
        '8310-5',
      ]);
      for (const entry of bundle.entry ?? []) expect(fhirValidationProblems(entry.resource!)).toEqual([]);
      expect(fhirValidationProblems(bundle)).toEqual([]);
    });

    it('reads one by id, and searches by code and date', async () => {
      const heartRate = await fhir(team.people.admin, `/Observation/${lilyReading}-heart-rate`);
      expect(heartRate.status).toBe(200);
      expect((heartRate.body as Observation).valueQuantity?.value).toBe(96);
      expect((await fhir(team.people.admin, `/Observation/${lilyReading}-pain`)).status).toBe(404);
      const byCode = (
        await fhir(
          team.people.admin,
          `/Observation?patient=${team.children.lily}&code=http://loinc.org|8867-4`,
        )
      ).body as Bundle;
      expect(byCode.total).toBe(1);
      const byDate = (
        await fhir(team.people.admin, `/Observation?patient=${team.children.lily}&date=ge2026-03-03`)
      ).body as Bundle;
      expect(byDate.total).toBe(1);
    });

    it('never shows another facility’s readings, nor those of a child the nurse is not assigned', async () => {
      const other = (await fhir(team.people.admin, `/Observation?patient=${team.children.omar}`))
        .body as Bundle;
      expect(other.total).toBe(0);
      const all = (await fhir(team.people.otherNurse, '/Observation')).body as Bundle<Observation>;
      expect(all.entry?.map((entry) => entry.resource?.subject?.reference)).toEqual([
        `Patient/${team.children.omar}`,
      ]);
    });
  });
});
