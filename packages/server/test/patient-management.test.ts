import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  type TestUser,
} from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

const newPatient = {
  firstName: 'Elena',
  lastName: 'Marsh',
  dateOfBirth: '2017-09-12',
  medicalRecordNumber: 'MRN-900001',
  primaryDiagnosis: 'G80.1',
  secondaryDiagnoses: ['Z93.1'],
  requiredTherapies: ['physical', 'speech'],
  careComplexity: 'high',
  allergies: [{ allergen: 'Latex', reaction: 'Anaphylaxis', severity: 'life-threatening' }],
  emergencyContacts: [
    {
      name: 'Dana Marsh',
      relationship: 'Mother',
      phoneNumber: '(407) 555-0199',
      isPrimary: true,
      canPickup: true,
    },
  ],
  physicians: [{ name: 'Dr. Lee', specialty: 'Pediatrics', phoneNumber: '(407) 555-0100', isPrimary: true }],
  insurance: {
    insuranceName: 'Sunshine Health',
    policyNumber: 'SH-1',
    subscriberName: 'Elena Marsh',
    relationshipToPatient: 'Self',
  },
};

describe.each(TEST_DATABASES)('managing patients and emergency access on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let facility: string;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let nurse: TestUser;
  let unassigned: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    facility = await createFacility(database.db);
    admin = await createUser(database.db, 'administrator', facility);
    otherAdmin = await createUser(database.db, 'administrator', await createFacility(database.db));
    nurse = await createUser(database.db, 'nurse', facility);
    unassigned = await createPatient(database.db, facility, { firstName: 'Zoe', lastName: 'Park' });
    await assignStaff(
      database.db,
      await createPatient(database.db, facility, { lastName: 'Assigned' }),
      nurse,
      admin.id,
    );
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const send = async (
    user: TestUser,
    method: 'POST' | 'PUT' | 'PATCH' | 'GET',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: { cookie: await signInAs(app, user) } });

  it('refuses a nurse adding a patient with 403', async () => {
    expect((await send(nurse, 'POST', '/api/patients', newPatient)).statusCode).toBe(403);
  });

  it('answers 400 with field messages for a patient without a name and with a bad diagnosis code', async () => {
    const response = await send(admin, 'POST', '/api/patients', {
      ...newPatient,
      firstName: ' ',
      primaryDiagnosis: 'cerebral palsy',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      primaryDiagnosis: 'Please enter a valid ICD-10 code',
    });
  });

  it('adds a patient with all records, audited as CREATE of PATIENT', async () => {
    const response = await send(admin, 'POST', '/api/patients', newPatient);
    expect(response.statusCode).toBe(201);
    const patient = response.json().patient;
    expect(patient).toMatchObject({
      firstName: 'Elena',
      facilityId: facility,
      allergies: [{ allergen: 'Latex', severity: 'life-threatening' }],
      emergencyContacts: [{ name: 'Dana Marsh', isPrimary: true, canPickup: true }],
      insurance: { primaryInsurance: { insuranceName: 'Sunshine Health' } },
    });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'resource_type'])
      .where('resource_id', '=', patient.id)
      .execute();
    expect(audit).toEqual([{ action: 'CREATE', resource_type: 'PATIENT' }]);
  });

  it('refuses a second patient with the same MRN in the facility, writing nothing', async () => {
    const before = await database.db.selectFrom('patients').select('id').execute();
    const response = await send(admin, 'POST', '/api/patients', { ...newPatient, firstName: 'Other' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.duplicateMedicalRecordNumber);
    expect(await database.db.selectFrom('patients').select('id').execute()).toHaveLength(before.length);
  });

  it('edits a patient, auditing old and new values of what changed', async () => {
    const id = (await send(admin, 'GET', '/api/patients?search=Elena')).json().items[0].id;
    const response = await send(admin, 'PUT', `/api/patients/${id}`, {
      ...newPatient,
      careComplexity: 'medium',
      allergies: [],
    });
    expect(response.json().patient).toMatchObject({ careComplexity: 'medium', allergies: [] });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['old_values', 'new_values'])
      .where('resource_id', '=', id)
      .where('action', '=', 'UPDATE')
      .executeTakeFirstOrThrow();
    expect(audit.old_values).toMatchObject({ careComplexity: 'high' });
    expect(audit.new_values).toMatchObject({ careComplexity: 'medium', allergies: [] });
  });

  it('marks a patient inactive', async () => {
    const id = (await send(admin, 'GET', '/api/patients?search=Elena')).json().items[0].id;
    expect((await send(admin, 'PATCH', `/api/patients/${id}/status`, { isActive: false })).statusCode).toBe(
      204,
    );
    expect((await send(admin, 'GET', `/api/patients/${id}`)).json().patient.isActive).toBe(false);
  });

  it("answers 404 when an administrator edits another facility's patient", async () => {
    expect((await send(otherAdmin, 'PUT', `/api/patients/${unassigned}`, newPatient)).statusCode).toBe(404);
    expect(
      (await send(otherAdmin, 'PATCH', `/api/patients/${unassigned}/status`, { isActive: false })).statusCode,
    ).toBe(404);
  });

  it('lists the nurse caseload on Assigned Patients, audited, and refuses a driver', async () => {
    const response = await send(nurse, 'GET', '/api/assigned-patients');
    expect(response.json().patients.map((patient: { lastName: string }) => patient.lastName)).toEqual([
      'Assigned',
    ]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select('user_role')
      .where('action', '=', 'VIEW_ASSIGNED_PATIENTS')
      .execute();
    expect(audit).toEqual([{ user_role: 'nurse' }]);
    expect(
      (await send(await createUser(database.db, 'driver', facility), 'GET', '/api/assigned-patients'))
        .statusCode,
    ).toBe(403);
  });

  it('opens an unassigned chart to a nurse through emergency access with a reason, audited and alerted', async () => {
    expect((await send(nurse, 'GET', `/api/patients/${unassigned}`)).statusCode).toBe(403);
    const short = await send(nurse, 'POST', `/api/patients/${unassigned}/emergency-access`, {
      reason: 'urgent',
    });
    expect(short.statusCode).toBe(400);
    const granted = await send(nurse, 'POST', `/api/patients/${unassigned}/emergency-access`, {
      reason: 'Seizure in the hallway, primary nurse away',
    });
    expect(granted.statusCode).toBe(201);
    expect((await send(nurse, 'GET', `/api/patients/${unassigned}`)).statusCode).toBe(200);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['user_role', 'new_values'])
      .where('action', '=', 'EMERGENCY_ACCESS')
      .execute();
    expect(audit).toEqual([
      {
        user_role: 'nurse',
        new_values: expect.objectContaining({ reason: 'Seizure in the hallway, primary nurse away' }),
      },
    ]);
    const alerts = await database.db
      .selectFrom('system_alerts')
      .select('title')
      .where('facility_id', '=', facility)
      .execute();
    expect(alerts.map((alert) => alert.title)).toContain('Emergency chart access');
  });

  it('ends emergency access after 4 hours', async () => {
    await database.db
      .updateTable('emergency_access_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await send(nurse, 'GET', `/api/patients/${unassigned}`)).statusCode).toBe(403);
  });

  it("refuses emergency access to another facility's patient and to parents", async () => {
    const elsewhere = await createPatient(database.db, await createFacility(database.db));
    const reason = { reason: 'Seizure in the hallway, primary nurse away' };
    expect(
      (await send(nurse, 'POST', `/api/patients/${elsewhere}/emergency-access`, reason)).statusCode,
    ).toBe(404);
    const parent = await createUser(database.db, 'parent', facility);
    expect(
      (await send(parent, 'POST', `/api/patients/${unassigned}/emergency-access`, reason)).statusCode,
    ).toBe(403);
  });
});
