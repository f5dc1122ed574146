import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  capacityReachedMessage,
  staffLoadBarWidth,
  staffLoadColour,
  staffLoadPercentage,
} from '@carenest/core';
import { createFacility, createPatient, createUser, type TestUser } from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe('staff load colouring (spec part 2, section 9)', () => {
  it('is red from 90 percent, orange from 70 percent, green below; the bar stops at 100', () => {
    expect(staffLoadColour(staffLoadPercentage(9, 10))).toBe('red');
    expect(staffLoadColour(staffLoadPercentage(12, 10))).toBe('red');
    expect(staffLoadColour(staffLoadPercentage(7, 10))).toBe('orange');
    expect(staffLoadColour(staffLoadPercentage(6, 8))).toBe('orange');
    expect(staffLoadColour(staffLoadPercentage(5, 8))).toBe('green');
    expect(staffLoadColour(staffLoadPercentage(0, 10))).toBe('green');
    expect(staffLoadBarWidth(staffLoadPercentage(12, 10))).toBe(100);
    expect(staffLoadBarWidth(staffLoadPercentage(3, 12))).toBe(25);
  });
});

describe.each(TEST_DATABASES)('patient assignments on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let homeFacility: string;
  let otherFacility: string;
  const people: Record<
    'admin' | 'otherAdmin' | 'nurse' | 'therapist' | 'parent' | 'otherNurse' | 'inactiveNurse',
    TestUser
  > = {} as never;
  const children: Record<'lily' | 'noah' | 'inactive' | 'elsewhere', string> = {} as never;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const db = database.db;
    homeFacility = await createFacility(db);
    otherFacility = await createFacility(db);
    people.admin = await createUser(db, 'administrator', homeFacility);
    people.otherAdmin = await createUser(db, 'administrator', otherFacility);
    people.nurse = await createUser(db, 'nurse', homeFacility, { firstName: 'Nadia' });
    people.therapist = await createUser(db, 'therapist', homeFacility, { firstName: 'Theo' });
    people.parent = await createUser(db, 'parent', homeFacility);
    people.otherNurse = await createUser(db, 'nurse', otherFacility);
    people.inactiveNurse = await createUser(db, 'nurse', homeFacility, { isActive: false });
    children.lily = await createPatient(db, homeFacility, {
      firstName: 'Lily',
      requiredTherapies: ['physical', 'speech'],
    });
    children.noah = await createPatient(db, homeFacility, { firstName: 'Noah' });
    children.inactive = await createPatient(db, homeFacility, { firstName: 'Ina', isActive: false });
    children.elsewhere = await createPatient(db, otherFacility, { firstName: 'Omar' });
  });
  afterAll(async () => {
    await app.close();
    // pg's Pool.end() resolves before its clients have closed their sockets; without a moment's wait,
    // the DROP DATABASE … WITH (FORCE) of drop() can cut one mid-close (an unhandled 57P01 error).
    await database.db.destroy();
    await delay(200);
    await database.drop();
  });

  const cookieOf = async (user: TestUser) => {
    const known = cookies.get(user.id);
    if (known) return known;
    const cookie = await signInAs(app, user);
    cookies.set(user.id, cookie);
    return cookie;
  };
  const assign = async (payload: object, user: TestUser = people.admin) =>
    app.inject({
      method: 'POST',
      url: '/api/assignments',
      payload,
      headers: { cookie: await cookieOf(user) },
    });
  const unassign = async (assignmentId: string, user: TestUser = people.admin) =>
    app.inject({
      method: 'POST',
      url: `/api/assignments/${assignmentId}/unassign`,
      headers: { cookie: await cookieOf(user) },
    });
  const overview = async (user: TestUser = people.admin) =>
    app.inject({
      method: 'GET',
      url: '/api/assignments/overview',
      headers: { cookie: await cookieOf(user) },
    });
  const countsOf = async (staffId: string) => {
    const user = await database.db
      .selectFrom('users')
      .select(['current_patient_count'])
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow();
    const active = await database.db
      .selectFrom('staff_assignments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('staff_id', '=', staffId)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    return { count: user.current_patient_count, activeAssignments: Number(active.count) };
  };
  const nurseAssignment = (patientId: string, staffId: string) => ({
    patientId,
    staffId,
    assignmentType: 'primary_nurse',
  });

  it('answers 401 to a signed-out visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/assignments/overview' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses nurses and parents with the restricted sentence (403)', async () => {
    for (const user of [people.nurse, people.parent]) {
      const response = await overview(user);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.assignmentsRestricted);
      const write = await assign(nurseAssignment(children.noah, people.nurse.id), user);
      expect(write.statusCode).toBe(403);
    }
  });

  it("answers the spec's validation messages", async () => {
    const missingStaff = await assign({ patientId: children.lily, assignmentType: 'primary_nurse' });
    expect(missingStaff.statusCode).toBe(400);
    expect(missingStaff.json().error.message).toBe(MESSAGES.selectStaffMember);
    const emptyStaff = await assign({ patientId: children.lily, staffId: '', assignmentType: 'therapy' });
    expect(emptyStaff.json().error.message).toBe(MESSAGES.selectStaffMember);
    const noTherapy = await assign({
      patientId: children.lily,
      staffId: people.therapist.id,
      assignmentType: 'therapy',
    });
    expect(noTherapy.statusCode).toBe(400);
    expect(noTherapy.json().error.message).toBe(MESSAGES.selectTherapyType);
    const unknownType = await assign({
      ...nurseAssignment(children.lily, people.nurse.id),
      assignmentType: 'chef',
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it('refuses an inactive user, a parent, the wrong role and therapies the patient does not need (400)', async () => {
    const cases: [object, string][] = [
      [nurseAssignment(children.lily, people.inactiveNurse.id), MESSAGES.staffMustBeNurse],
      [nurseAssignment(children.lily, people.parent.id), MESSAGES.staffMustBeNurse],
      [nurseAssignment(children.lily, people.therapist.id), MESSAGES.staffMustBeNurse],
      [
        {
          patientId: children.lily,
          staffId: people.nurse.id,
          assignmentType: 'therapy',
          therapyTypes: ['speech'],
        },
        MESSAGES.staffMustBeTherapist,
      ],
      [
        {
          patientId: children.lily,
          staffId: people.therapist.id,
          assignmentType: 'therapy',
          therapyTypes: ['vision'],
        },
        MESSAGES.therapyTypeNotRequired,
      ],
      [nurseAssignment(children.inactive, people.nurse.id), MESSAGES.patientNotActive],
    ];
    for (const [payload, message] of cases) {
      const response = await assign(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await countsOf(people.nurse.id)).toEqual({ count: 0, activeAssignments: 0 });
  });

  it("answers 404 for another facility's patient or staff member", async () => {
    const foreignPatient = await assign(nurseAssignment(children.elsewhere, people.nurse.id));
    expect(foreignPatient.statusCode).toBe(404);
    const foreignStaff = await assign(nurseAssignment(children.lily, people.otherNurse.id));
    expect(foreignStaff.statusCode).toBe(404);
    expect(await countsOf(people.otherNurse.id)).toEqual({ count: 0, activeAssignments: 0 });
  });

  it('assigns a nurse and a therapist, counts them and audits ASSIGN_PATIENT', async () => {
    const nurse = await assign({ ...nurseAssignment(children.lily, people.nurse.id), notes: 'Mornings' });
    expect(nurse.statusCode).toBe(201);
    expect(nurse.json().assignment).toMatchObject({
      patientId: children.lily,
      staffId: people.nurse.id,
      staffName: 'Nadia nurse',
      staffRole: 'nurse',
      assignmentType: 'primary_nurse',
      therapyTypes: [],
      assignedBy: people.admin.id,
      isActive: true,
      notes: 'Mornings',
    });
    const therapy = await assign({
      patientId: children.lily,
      staffId: people.therapist.id,
      assignmentType: 'therapy',
      therapyTypes: ['physical', 'speech'],
    });
    expect(therapy.statusCode).toBe(201);
    expect(therapy.json().assignment).toMatchObject({
      staffRole: 'therapist',
      therapyTypes: ['physical', 'speech'],
    });
    expect(await countsOf(people.nurse.id)).toEqual({ count: 1, activeAssignments: 1 });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['new_values', 'user_id'])
      .where('action', '=', 'ASSIGN_PATIENT')
      .where('resource_id', '=', nurse.json().assignment.id)
      .executeTakeFirstOrThrow();
    expect(audit.user_id).toBe(people.admin.id);
    expect(audit.new_values).toMatchObject({ patientId: children.lily, staffId: people.nurse.id });
  });

  it('refuses the same staff member twice on one patient (409)', async () => {
    const response = await assign(nurseAssignment(children.lily, people.nurse.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.alreadyAssigned);
    expect(await countsOf(people.nurse.id)).toEqual({ count: 1, activeAssignments: 1 });
  });

  it("shows the facility's staff workload and active patients with their assignments, nobody else's", async () => {
    const response = await overview();
    expect(response.statusCode).toBe(200);
    const { staff, patients } = response.json();
    const staffIds = staff.map((member: { id: string }) => member.id);
    expect(staffIds).toEqual(expect.arrayContaining([people.nurse.id, people.therapist.id]));
    expect(staffIds).not.toContain(people.inactiveNurse.id);
    expect(staffIds).not.toContain(people.otherNurse.id);
    expect(staffIds).not.toContain(people.parent.id);
    expect(staff.find((member: { id: string }) => member.id === people.nurse.id)).toMatchObject({
      currentPatientCount: 1,
      maxPatientLoad: 10,
      loadPercentage: 10,
    });
    const patientIds = patients.map((patient: { id: string }) => patient.id);
    expect(patientIds).toEqual(expect.arrayContaining([children.lily, children.noah]));
    expect(patientIds).not.toContain(children.inactive);
    expect(patientIds).not.toContain(children.elsewhere);
    const lily = patients.find((patient: { id: string }) => patient.id === children.lily);
    expect(lily.requiredTherapies).toEqual(['physical', 'speech']);
    expect(lily.assignments).toHaveLength(2);
  });

  it("refuses a full staff member with the spec's capacity sentence (409)", async () => {
    const full = await createUser(database.db, 'nurse', homeFacility, { firstName: 'Fiona' });
    await database.db.updateTable('users').set({ max_patient_load: 1 }).where('id', '=', full.id).execute();
    expect((await assign(nurseAssignment(children.lily, full.id))).statusCode).toBe(201);
    const refused = await assign(nurseAssignment(children.noah, full.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(capacityReachedMessage('Fiona', 'nurse'));
    expect(refused.json().error.message).toBe('Fiona nurse has reached maximum patient capacity');
    expect(await countsOf(full.id)).toEqual({ count: 1, activeAssignments: 1 });
  });

  it('unassigns once: inactive with who and when, the count down by one, UNASSIGN_PATIENT audited', async () => {
    const created = (await assign(nurseAssignment(children.noah, people.nurse.id))).json().assignment;
    expect(await countsOf(people.nurse.id)).toEqual({ count: 2, activeAssignments: 2 });
    const response = await unassign(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().assignment).toMatchObject({ isActive: false, unassignedAt: expect.any(String) });
    expect(await countsOf(people.nurse.id)).toEqual({ count: 1, activeAssignments: 1 });
    const row = await database.db
      .selectFrom('staff_assignments')
      .select(['unassigned_by'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.unassigned_by).toBe(people.admin.id);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['old_values', 'new_values'])
      .where('action', '=', 'UNASSIGN_PATIENT')
      .where('resource_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(audit.old_values).toEqual({ isActive: true });
    expect(audit.new_values).toMatchObject({ isActive: false, staffId: people.nurse.id });
    const again = await unassign(created.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.assignmentNotActive);
    expect(await countsOf(people.nurse.id)).toEqual({ count: 1, activeAssignments: 1 });
  });

  it('never lowers a count below 0, and answers 404 for another facility', async () => {
    const drifted = await createUser(database.db, 'nurse', homeFacility);
    const created = (await assign(nurseAssignment(children.noah, drifted.id))).json().assignment;
    await database.db
      .updateTable('users')
      .set({ current_patient_count: 0 })
      .where('id', '=', drifted.id)
      .execute();
    expect((await unassign(created.id, people.otherAdmin)).statusCode).toBe(404);
    expect((await unassign(created.id)).statusCode).toBe(200);
    expect((await countsOf(drifted.id)).count).toBe(0);
  });

  it('gives the last slot to exactly one of many administrators assigning at once', async () => {
    const iterations = kind === 'postgresql' ? 50 : 10;
    const patients: string[] = [];
    for (let index = 0; index < 10; index += 1) patients.push(await createPatient(database.db, homeFacility));
    const secondAdmin = await createUser(database.db, 'administrator', homeFacility);
    const admins = [people.admin, secondAdmin];
    let overAssignments = 0;
    const statusTally: Record<string, number> = {};
    for (let iteration = 0; iteration < iterations; iteration += 1) {
      for (const contenders of [2, 10]) {
        const nurse = await createUser(database.db, 'nurse', homeFacility);
        const maximum = 1 + (iteration % 3);
        await database.db
          .updateTable('users')
          .set({ max_patient_load: maximum })
          .where('id', '=', nurse.id)
          .execute();
        for (let slot = 0; slot < maximum - 1; slot += 1)
          expect((await assign(nurseAssignment(patients[9 - slot]!, nurse.id))).statusCode).toBe(201);
        const responses = await Promise.all(
          patients
            .slice(0, contenders)
            .map((patientId, index) => assign(nurseAssignment(patientId, nurse.id), admins[index % 2])),
        );
        const statuses = responses.map((response) => response.statusCode).sort();
        for (const status of statuses) statusTally[status] = (statusTally[status] ?? 0) + 1;
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(contenders - 1);
        const counts = await countsOf(nurse.id);
        if (counts.activeAssignments > maximum) overAssignments += 1;
        expect(counts).toEqual({ count: maximum, activeAssignments: maximum });
      }
    }
    expect(overAssignments).toBe(0);
    console.info(`capacity race on ${kind}: ${iterations} iterations x (2 + 10 contenders)`, statusTally);
    const verification = await app.inject({
      method: 'GET',
      url: '/api/audit-logs/verify',
      headers: { cookie: await cookieOf(people.admin) },
    });
    expect(verification.json().isIntact).toBe(true);
  }, 300_000);
});
