import { describe, expect, it } from 'vitest';
import { capacityReachedMessage } from '@carenest/core';
import { createPatient, createUser } from './support/factories.ts';
import { nurseAssignment, setUpAssignmentsFixture } from './support/assignments-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('patient assignments on %s', (kind) => {
  const { database, facilities, people, children, inject, cookieOf, assign, countsOf } =
    setUpAssignmentsFixture(kind);

  it("refuses a full staff member with the spec's capacity sentence (409)", async () => {
    const full = await createUser(database.db, 'nurse', facilities.home, { firstName: 'Fiona' });
    await database.db.updateTable('users').set({ max_patient_load: 1 }).where('id', '=', full.id).execute();
    expect((await assign(nurseAssignment(children.lily, full.id))).statusCode).toBe(201);
    const refused = await assign(nurseAssignment(children.noah, full.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(capacityReachedMessage('Fiona', 'nurse'));
    expect(refused.json().error.message).toBe('Fiona nurse has reached maximum patient capacity');
    expect(await countsOf(full.id)).toEqual({ count: 1, activeAssignments: 1 });
  });

  it('gives the last slot to exactly one of many administrators assigning at once', async () => {
    const iterations = kind === 'postgresql' ? 50 : 10;
    const patients: string[] = [];
    for (let index = 0; index < 10; index += 1)
      patients.push(await createPatient(database.db, facilities.home));
    const secondAdmin = await createUser(database.db, 'administrator', facilities.home);
    const admins = [people.admin, secondAdmin];
    let overAssignments = 0;
    const statusTally: Record<string, number> = {};
    for (let iteration = 0; iteration < iterations; iteration += 1) {
      for (const contenders of [2, 10]) {
        const nurse = await createUser(database.db, 'nurse', facilities.home);
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
    const verification = await inject({
      method: 'GET',
      url: '/api/audit-logs/verify',
      headers: { cookie: await cookieOf(people.admin) },
    });
    expect(verification.json().isIntact).toBe(true);
  }, 300_000);
});
