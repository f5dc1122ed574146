import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { createUser } from './support/factories.ts';
import { nurseAssignment, setUpAssignmentsFixture } from './support/assignments-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('patient assignments on %s', (kind) => {
  const { database, facilities, people, children, assign, unassign, countsOf } =
    setUpAssignmentsFixture(kind);

  beforeAll(async () => {
    // The nurse already looks after Lily: a count of 1 before the stories begin.
    await assign(nurseAssignment(children.lily, people.nurse.id));
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
    const drifted = await createUser(database.db, 'nurse', facilities.home);
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
});
