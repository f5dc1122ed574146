import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { setUpEmarFixture } from './support/emar-fixture.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('the eMAR on %s', (kind) => {
  const {
    database,
    people,
    children,
    orders,
    inject,
    get,
    chartOf,
    addMedication,
    administer,
    administrationCount,
    auditActions,
  } = setUpEmarFixture(kind);

  describe('who may see and record', () => {
    it('answers 401 to a signed-out visitor', async () => {
      const read = await inject({ method: 'GET', url: `/api/patients/${children.lily}/medications` });
      const write = await inject({
        method: 'POST',
        url: `/api/medications/${orders.noonMedication}/administrations`,
        payload: {},
      });
      expect([read.statusCode, write.statusCode]).toEqual([401, 401]);
      expect(read.json().error.message).toBe(MESSAGES.notAuthenticated);
    });

    it('lets the assigned therapist read the tab but answers 403 when she adds or administers', async () => {
      expect((await get(people.therapist, `/api/patients/${children.lily}/medications`)).statusCode).toBe(
        200,
      );
      expect((await addMedication(people.therapist, children.lily)).statusCode).toBe(403);
      expect((await administer(people.therapist, orders.noonMedication)).statusCode).toBe(403);
    });

    it('answers 403 to a driver, who opens no chart', async () => {
      expect((await get(people.driver, `/api/patients/${children.lily}/medications`)).statusCode).toBe(403);
      expect((await get(people.driver, '/api/medications/due')).statusCode).toBe(403);
    });

    it('answers 404 "Patient not found" when the parent of another child asks for this tab', async () => {
      const response = await get(people.otherParent, `/api/patients/${children.lily}/medications`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.patientNotFound);
    });

    it("answers 404 when another facility's nurse records a dose or adds a medication here", async () => {
      const dose = await administer(people.otherNurse, orders.noonMedication);
      expect(dose.statusCode).toBe(404);
      expect(dose.json().error.message).toBe(MESSAGES.patientNotFound);
      expect((await addMedication(people.otherNurse, children.lily)).statusCode).toBe(404);
      expect(await administrationCount()).toBe(0);
    });

    it("shows the child's parent the medications and allergies, without the right to record", async () => {
      const chart = await chartOf(people.parent, children.lily);
      expect(chart.medications.map((medication) => medication.name)).toEqual([
        'Baclofen',
        'Levetiracetam oral solution',
      ]);
      expect(chart.patient.allergies.map((allergy) => allergy.allergen)).toEqual(['Latex']);
      expect((await administer(people.parent, orders.noonMedication)).statusCode).toBe(403);
    });
  });

  describe('adding a medication', () => {
    it('requires name, dosage, frequency and prescribed by, with the field message', async () => {
      const response = await addMedication(people.nurse, children.lily, { name: '  ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.name).toBe(MESSAGES.medicationNameRequired);
      const badTime = await addMedication(people.nurse, children.lily, { scheduledTimes: ['8am'] });
      expect(badTime.json().error.message).toBe(MESSAGES.scheduledTimeInvalid);
    });

    it("defaults the route to oral and the start date to the facility's today, and audits ADD_MEDICATION", async () => {
      const response = await addMedication(people.nurse, children.lily, {
        name: 'Omeprazole',
        dosage: '10 mg',
        frequency: 'Once daily',
        scheduledTimes: ['07:30', '07:30'],
        instructions: '',
      });
      expect(response.statusCode).toBe(201);
      const { medication } = response.json();
      expect(medication).toMatchObject({ route: 'oral', instructions: null, scheduledTimes: ['07:30'] });
      expect(medication.startDate).toBe((await chartOf(people.nurse, children.lily)).facilityToday);
      const audit = await auditActions('ADD_MEDICATION');
      expect(audit.find((row) => row.resource_id === medication.id)?.user_id).toBe(people.nurse.id);
      expect(await liveEventsAbout(database.db, medication.id)).toEqual([
        { kind: 'medication.changed', patientIds: [children.lily], userIds: [] },
      ]);
    });
  });
});
