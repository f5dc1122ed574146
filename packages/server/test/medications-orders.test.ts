import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MedicationHistory, type Medication } from '@carenest/core';
import { setUpEmarFixture } from './support/emar-fixture.ts';
import { createUser, type TestUser } from './support/factories.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** A change of the noon order: the dose raised, the rest as it stands. */
const RAISED_DOSE = {
  dosage: '500 mg (5 mL)',
  frequency: 'Twice daily',
  route: 'oral',
  prescribedBy: 'Dr. Priya Raman',
  instructions: '',
  scheduledTimes: ['12:00', '18:00'],
  isControlled: false,
  reason: 'Breakthrough seizures: neurology raised the dose (phone order)',
};

describe.each(TEST_DATABASES)('medication orders over time on %s', (kind) => {
  const {
    database,
    people,
    children,
    orders,
    get,
    post,
    call,
    chartOf,
    addMedication,
    administer,
    auditActions,
  } = setUpEmarFixture(kind);
  const change = (user: TestUser, medicationId: string, fields: object = {}) =>
    call(user, 'PUT', `/api/medications/${medicationId}`, { ...RAISED_DOSE, ...fields });
  const discontinue = (user: TestUser, medicationId: string, reason: unknown = 'Course completed') =>
    post(user, `/api/medications/${medicationId}/discontinue`, { reason });
  const history = async (user: TestUser, medicationId: string) =>
    (await get(user, `/api/medications/${medicationId}/versions`)).json<MedicationHistory>();
  const newOrder = async (fields: object = {}) =>
    (await addMedication(people.admin, children.lily, { scheduledTimes: ['12:00'], ...fields })).json<{
      medication: Medication;
    }>().medication.id;

  describe('changing an order', () => {
    it('refuses a missing reason (400), a therapist or parent (403) and another facility (404)', async () => {
      const noReason = await change(people.nurse, orders.noonMedication, { reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields).toEqual({ reason: MESSAGES.medicationChangeReasonRequired });
      expect((await change(people.therapist, orders.noonMedication)).statusCode).toBe(403);
      expect((await change(people.parent, orders.noonMedication)).statusCode).toBe(403);
      expect((await change(people.otherAdmin, orders.noonMedication)).statusCode).toBe(404);
      expect((await history(people.nurse, orders.noonMedication)).versions).toHaveLength(1);
    });

    it("refuses a nurse who opened the chart by emergency access but is not on the child's care team", async () => {
      const visitor = await createUser(
        database.db,
        'nurse',
        (
          await database.db
            .selectFrom('patients')
            .select('facility_id')
            .where('id', '=', children.lily)
            .executeTakeFirstOrThrow()
        ).facility_id,
      );
      await database.db
        .insertInto('emergency_access_grants')
        .values({
          user_id: visitor.id,
          patient_id: children.lily,
          reason: 'Covering the floor',
          expires_at: new Date(Date.now() + 3_600_000),
        })
        .execute();
      const response = await change(visitor, orders.noonMedication);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.medicationOrderChangeRestricted);
    });

    it('keeps the old version, answers the new one and audits both sides', async () => {
      const response = await change(people.nurse, orders.noonMedication, { version: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json().medication).toMatchObject({ dosage: '500 mg (5 mL)', version: 2 });
      const kept = await history(people.nurse, orders.noonMedication);
      expect(kept.versions.map((version) => [version.version, version.dosage, version.reason])).toEqual([
        [1, '250 mg (2.5 mL)', null],
        [2, '500 mg (5 mL)', RAISED_DOSE.reason],
      ]);
      expect(kept.versions[1]!.changedBy.id).toBe(people.nurse.id);
      const [audit] = await auditActions('CHANGE_MEDICATION');
      expect(audit).toMatchObject({
        user_id: people.nurse.id,
        old_values: { version: 1, dosage: '250 mg (2.5 mL)' },
        new_values: { version: 2, dosage: '500 mg (5 mL)' },
      });
    });

    it('answers 409 to a change made from an older version, and 400 to a change of nothing', async () => {
      const stale = await change(people.admin, orders.noonMedication, { version: 1, dosage: '750 mg' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toBe(MESSAGES.medicationVersionStale);
      const same = await change(people.admin, orders.noonMedication);
      expect(same.statusCode).toBe(400);
      expect((await history(people.admin, orders.noonMedication)).versions).toHaveLength(2);
    });
  });

  describe('discontinuing an order', () => {
    it('refuses a missing reason (400), a therapist (403) and another facility (404)', async () => {
      const medicationId = await newOrder();
      const noReason = await discontinue(people.nurse, medicationId, '');
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields).toEqual({ reason: MESSAGES.discontinueReasonRequired });
      expect((await discontinue(people.therapist, medicationId)).statusCode).toBe(403);
      expect((await discontinue(people.otherNurse, medicationId)).statusCode).toBe(404);
      expect(
        (await chartOf(people.nurse, children.lily)).medications.some((m) => m.id === medicationId),
      ).toBe(true);
    });

    it('takes it off the due list, refuses a dose (409) and a second stop (409), and keeps it in the history', async () => {
      const medicationId = await newOrder({ name: 'Amoxicillin' });
      const dueBefore = (await get(people.nurse, '/api/medications/due')).json<{
        items: { medicationId: string }[];
      }>();
      expect(dueBefore.items.some((dose) => dose.medicationId === medicationId)).toBe(false);
      await sql`UPDATE medications SET created_at = now() - interval '1 day' WHERE id = ${medicationId}`.execute(
        database.db,
      );
      const due = async () =>
        (await get(people.nurse, '/api/medications/due'))
          .json<{ items: { medicationId: string }[] }>()
          .items.some((dose) => dose.medicationId === medicationId);
      expect(await due()).toBe(true);

      const stopped = await discontinue(people.nurse, medicationId, 'Allergy suspected: rash on the trunk');
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json<MedicationHistory>()).toMatchObject({
        isActive: false,
        discontinued: { by: { id: people.nurse.id }, reason: 'Allergy suspected: rash on the trunk' },
      });
      expect(await due()).toBe(false);

      const dose = await administer(people.nurse, medicationId);
      expect(dose.statusCode).toBe(409);
      expect(dose.json().error.message).toBe(MESSAGES.medicationInactive);
      const again = await discontinue(people.admin, medicationId);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.medicationAlreadyDiscontinued);
      expect((await change(people.admin, medicationId, { dosage: '1 g' })).statusCode).toBe(409);

      const chart = await chartOf(people.parent, children.lily);
      expect(chart.medications.some((medication) => medication.id === medicationId)).toBe(false);
      expect(chart.discontinued.find((medication) => medication.id === medicationId)).toMatchObject({
        name: 'Amoxicillin',
        discontinuedBy: { id: people.nurse.id },
        reason: 'Allergy suspected: rash on the trunk',
      });
      expect(await auditActions('DISCONTINUE_MEDICATION')).toHaveLength(1);
    });

    it("tells the child's parents that the medication was stopped, and why", async () => {
      const notices = await database.db
        .selectFrom('notifications')
        .select(['title', 'body'])
        .where('user_id', '=', people.parent.id)
        .execute();
      expect(notices).toContainEqual({
        title: 'Medication stopped: Amoxicillin',
        body: expect.stringContaining('Allergy suspected: rash on the trunk'),
      });
    });
  });
});
