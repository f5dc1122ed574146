import { describe, expect, it } from 'vitest';
import { MESSAGES, staffLoadBarWidth, staffLoadColour, staffLoadPercentage } from '@carenest/core';
import { nurseAssignment, setUpAssignmentsFixture } from './support/assignments-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

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
  const { database, people, children, assign, overview, countsOf } = setUpAssignmentsFixture(kind);

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
});
