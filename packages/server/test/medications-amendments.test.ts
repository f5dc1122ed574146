import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { minutesFromNow, setUpEmarFixture } from './support/emar-fixture.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('the eMAR on %s', (kind) => {
  const { database, people, children, orders, get, post, administer, auditActions } = setUpEmarFixture(kind);

  describe('amending a record', () => {
    let administrationId: string;
    beforeAll(async () => {
      administrationId = (
        await administer(people.nurse, orders.noonMedication, { dosageGiven: '200 mg' })
      ).json().administration.id;
    });

    it('requires a reason', async () => {
      const response = await post(people.nurse, `/api/administrations/${administrationId}/amendments`, {
        dosageGiven: '250 mg',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.amendmentReasonRequired);
    });

    it('is refused to a nurse who did not write the record', async () => {
      const response = await post(people.colleague, `/api/administrations/${administrationId}/amendments`, {
        reason: 'Wrong dose written',
        dosageGiven: '250 mg',
      });
      expect(response.statusCode).toBe(403);
    });

    it('adds a correcting row; the original stays readable, unchanged; audited', async () => {
      const response = await post(people.nurse, `/api/administrations/${administrationId}/amendments`, {
        reason: 'Dose written in error; 250 mg was given',
        dosageGiven: '250 mg',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().administration).toMatchObject({
        id: administrationId,
        dosageGiven: '250 mg',
        isAmended: true,
        isSigned: true,
        amendment: { reason: 'Dose written in error; 250 mg was given' },
      });
      const history = (await get(people.admin, `/api/administrations/${administrationId}`)).json();
      expect(history.original).toMatchObject({
        id: administrationId,
        dosageGiven: '200 mg',
        amendmentReason: null,
      });
      expect(history.amendments).toHaveLength(1);
      expect(history.amendments[0]).toMatchObject({ dosageGiven: '250 mg', isSigned: false });
      const audit = await auditActions('AMEND_MEDICATION_ADMINISTRATION');
      expect(audit.map((row) => row.resource_id)).toEqual([administrationId]);
      const events = await liveEventsAbout(database.db, administrationId);
      expect(events.map((event) => [event.kind, event.patientIds])).toEqual([
        ['administration.recorded', [children.lily]],
        ['administration.recorded', [children.lily]],
      ]);
    });

    it('lets an administrator amend, and hides the history from the parent of another child', async () => {
      const response = await post(people.admin, `/api/administrations/${administrationId}/amendments`, {
        reason: 'Time corrected after chart review',
        administrationTime: minutesFromNow(-10),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().administration.dosageGiven).toBe('250 mg');
      expect((await get(people.otherParent, `/api/administrations/${administrationId}`)).statusCode).toBe(
        404,
      );
    });
  });
});
