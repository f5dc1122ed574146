import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import { encodeRgbaPng } from '../src/lib/png.ts';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import { minutesFromNow, setUpEmarFixture } from './support/emar-fixture.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const blankSignature = `data:image/png;base64,${encodeRgbaPng(500, 150, new Uint8Array(500 * 150 * 4)).toString('base64')}`;

describe.each(TEST_DATABASES)('the eMAR on %s', (kind) => {
  const {
    database,
    people,
    children,
    orders,
    chartOf,
    addMedication,
    administer,
    administrationCount,
    auditActions,
  } = setUpEmarFixture(kind);

  describe('recording a dose: bad input writes nothing', () => {
    it('asks for dosage and signature when the dosage is blank', async () => {
      const response = await administer(people.nurse, orders.noonMedication, { dosageGiven: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.dosageAndSignatureRequired);
    });

    it('asks for dosage and signature when the signature is missing, blank, or not the 500x150 canvas', async () => {
      for (const drawn of ['', blankSignature, sampleSignatureDataUrl()]) {
        const response = await administer(people.nurse, orders.noonMedication, { signature: drawn });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(MESSAGES.dosageAndSignatureRequired);
      }
    });

    it('refuses a time more than 5 minutes ahead or more than 24 hours back', async () => {
      const ahead = await administer(people.nurse, orders.noonMedication, {
        administrationTime: minutesFromNow(10),
      });
      expect(ahead.json().error.message).toBe(MESSAGES.administrationTimeInFuture);
      const old = await administer(people.nurse, orders.noonMedication, {
        administrationTime: minutesFromNow(-1500),
      });
      expect(old.json().error.message).toBe(MESSAGES.administrationTimeTooOld);
    });

    it('asks for a reason when the dose is held or refused', async () => {
      const response = await administer(people.nurse, orders.noonMedication, {
        outcome: 'held',
        dosageGiven: undefined,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.administrationReasonRequired);
    });

    it("refuses a scheduled dose that is not one of today's times", async () => {
      const response = await administer(people.nurse, orders.noonMedication, { scheduledFor: '13:00' });
      expect(response.json().error.message).toBe(MESSAGES.scheduledDoseInvalid);
    });

    it('refuses a dose of an inactive medication', async () => {
      const { medication } = (
        await addMedication(people.nurse, children.lily, { name: 'Old antibiotic' })
      ).json();
      await database.db
        .updateTable('medications')
        .set({ is_active: false })
        .where('id', '=', medication.id)
        .execute();
      const response = await administer(people.nurse, medication.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(MESSAGES.medicationInactive);
      const chart = await chartOf(people.nurse, children.lily);
      expect(chart.medications.some((shown) => shown.id === medication.id)).toBe(false);
      expect(await administrationCount()).toBe(0);
    });
  });

  describe('recording a dose', () => {
    let administrationId: string;

    it('records the noon dose as given, signed, by the signed-in nurse, and audits it', async () => {
      const response = await administer(people.nurse, orders.noonMedication, {
        scheduledFor: '12:00',
        notes: 'Tolerated well',
      });
      expect(response.statusCode).toBe(201);
      const { administration } = response.json();
      administrationId = administration.id;
      expect(administration).toMatchObject({
        outcome: 'given',
        dosageGiven: '250 mg (2.5 mL)',
        isSigned: true,
        isAmended: false,
        administeredBy: { id: people.nurse.id, name: 'Nadia nurse' },
      });
      const audit = await auditActions('ADMINISTER_MEDICATION');
      expect(audit.map((row) => [row.resource_id, row.user_id])).toEqual([
        [administrationId, people.nurse.id],
      ]);
      expect(await liveEventsAbout(database.db, administrationId)).toEqual([
        { kind: 'administration.recorded', patientIds: [children.lily], userIds: [] },
      ]);
      const card = (await chartOf(people.parent, children.lily)).medications.find(
        (medication) => medication.id === orders.noonMedication,
      )!;
      expect(card.recentAdministrations.map((entry) => entry.id)).toEqual([administrationId]);
      expect(card.todaysDoses.map((dose) => [dose.time, dose.status])).toEqual([
        ['12:00', 'given'],
        ['18:00', 'upcoming'],
      ]);
    });

    it('refuses a second record of the same scheduled dose, even when two arrive at once', async () => {
      const again = await administer(people.colleague, orders.noonMedication, { scheduledFor: '12:00' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.scheduledDoseAlreadyRecorded);
      const both = await Promise.all([
        administer(people.nurse, orders.lateMedication, { scheduledFor: '18:00', dosageGiven: '5 mg' }),
        administer(people.colleague, orders.lateMedication, { scheduledFor: '18:00', dosageGiven: '5 mg' }),
      ]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });

    it('keeps the eMAR append-only: UPDATE and DELETE are refused by the database', async () => {
      await expect(
        sql`UPDATE medication_administrations SET dosage_given = '999 mg' WHERE id = ${administrationId}`.execute(
          database.db,
        ),
      ).rejects.toThrow(/append-only/);
      await expect(
        sql`DELETE FROM medication_administrations WHERE id = ${administrationId}`.execute(database.db),
      ).rejects.toThrow(/append-only/);
    });

    it('records a held dose with its reason, and no dosage', async () => {
      const response = await administer(people.nurse, orders.lateMedication, {
        outcome: 'held',
        reason: 'Sedated after seizure; physician notified',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().administration).toMatchObject({ outcome: 'held', dosageGiven: null });
    });

    it('shows only the 3 latest administrations of a medication', async () => {
      const { medication } = (
        await addMedication(people.nurse, children.lily, { name: 'Glycopyrrolate' })
      ).json();
      for (const minutes of [-300, -240, -180, -120, -60])
        await administer(people.nurse, medication.id, { administrationTime: minutesFromNow(minutes) });
      const card = (await chartOf(people.nurse, children.lily)).medications.find(
        (shown) => shown.id === medication.id,
      )!;
      const times = card.recentAdministrations.map((entry) => Date.parse(entry.administrationTime));
      expect(times).toHaveLength(3);
      expect(times).toEqual([...times].sort((left, right) => right - left));
      expect(times[0]).toBeGreaterThan(Date.now() - 61 * 60_000);
    });
  });
});
