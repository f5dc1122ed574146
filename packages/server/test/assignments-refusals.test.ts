import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { nurseAssignment, setUpAssignmentsFixture } from './support/assignments-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('patient assignments on %s', (kind) => {
  const { people, children, inject, assign, overview, countsOf } = setUpAssignmentsFixture(kind);

  it('answers 401 to a signed-out visitor', async () => {
    const response = await inject({ method: 'GET', url: '/api/assignments/overview' });
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
});
