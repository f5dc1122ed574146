import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDICATION_SIGNATURE_CANVAS, MESSAGES, type PatientMedicationsResponse } from '@carenest/core';
import { encodeRgbaPng } from '../src/lib/png.ts';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  linkParent,
  type TestUser,
} from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

/**
 * A fixed-offset zone whose wall clock reads 12:xx now, so that a 12:00 dose is due, a 09:00 dose is
 * late and an 18:00 dose upcoming whenever the suite runs.
 */
function zoneAtNoon(): string {
  const offset = 12 - new Date().getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

const signature = sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS);
const blankSignature = `data:image/png;base64,${encodeRgbaPng(500, 150, new Uint8Array(500 * 150 * 4)).toString('base64')}`;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)('the eMAR on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const people: Record<
    'admin' | 'nurse' | 'colleague' | 'therapist' | 'driver' | 'parent' | 'otherParent' | 'otherNurse',
    TestUser
  > = {} as never;
  const children: Record<'lily' | 'zoe' | 'omar', string> = {} as never;
  const cookies = new Map<TestUser, string>();

  const cookieOf = async (user: TestUser) => {
    if (!cookies.has(user)) cookies.set(user, await signInAs(app, user));
    return cookies.get(user)!;
  };
  const get = async (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: await cookieOf(user) } });
  const post = async (user: TestUser, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie: await cookieOf(user) } });
  const chartOf = async (user: TestUser, patientId: string) =>
    (await get(user, `/api/patients/${patientId}/medications`)).json<PatientMedicationsResponse>();
  const addMedication = async (user: TestUser, patientId: string, fields: object = {}) =>
    post(user, `/api/patients/${patientId}/medications`, {
      name: 'Levetiracetam oral solution',
      dosage: '250 mg (2.5 mL)',
      frequency: 'Twice daily',
      prescribedBy: 'Dr. Priya Raman',
      ...fields,
    });
  const administer = async (user: TestUser, medicationId: string, fields: object = {}) =>
    post(user, `/api/medications/${medicationId}/administrations`, {
      outcome: 'given',
      dosageGiven: '250 mg (2.5 mL)',
      signature,
      administrationTime: minutesFromNow(0),
      ...fields,
    });
  const administrationCount = async () =>
    (
      await database.db
        .selectFrom('medication_administrations')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
    ).count;
  /** Moves every order's entry back a day, so today's earlier doses count as the center's to give. */
  const backdateOrders = () =>
    sql`UPDATE medications SET created_at = now() - interval '1 day'`.execute(database.db);
  const auditActions = async (action: string) =>
    database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  let noonMedication: string;
  let lateMedication: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const db = database.db;
    const home = await createFacility(db, zoneAtNoon());
    const elsewhere = await createFacility(db, 'America/Phoenix');
    people.admin = await createUser(db, 'administrator', home);
    people.nurse = await createUser(db, 'nurse', home, { firstName: 'Nadia' });
    people.colleague = await createUser(db, 'nurse', home);
    people.therapist = await createUser(db, 'therapist', home);
    people.driver = await createUser(db, 'driver', home);
    people.parent = await createUser(db, 'parent', home);
    people.otherParent = await createUser(db, 'parent', home);
    people.otherNurse = await createUser(db, 'nurse', elsewhere);
    children.lily = await createPatient(db, home, {
      firstName: 'Lily',
      lastName: 'Nguyen',
      allergies: [{ allergen: 'Latex', reaction: 'Hives', severity: 'severe', notes: null }],
    });
    children.zoe = await createPatient(db, home, { firstName: 'Zoe', lastName: 'Park' });
    children.omar = await createPatient(db, elsewhere, { firstName: 'Omar', lastName: 'Haddad' });
    await linkParent(db, children.lily, people.parent.id);
    await linkParent(db, children.zoe, people.otherParent.id);
    for (const staff of [people.nurse, people.colleague, people.therapist])
      await assignStaff(db, children.lily, staff, people.admin.id);
    await assignStaff(db, children.omar, people.otherNurse, people.admin.id);
    noonMedication = (
      await addMedication(people.admin, children.lily, { scheduledTimes: ['18:00', '12:00'] })
    ).json().medication.id;
    lateMedication = (
      await addMedication(people.admin, children.lily, {
        name: 'Baclofen',
        dosage: '5 mg',
        frequency: 'Twice daily',
        scheduledTimes: ['09:00', '18:00'],
      })
    ).json().medication.id;
    await backdateOrders();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  describe('who may see and record', () => {
    it('answers 401 to a signed-out visitor', async () => {
      const read = await app.inject({ method: 'GET', url: `/api/patients/${children.lily}/medications` });
      const write = await app.inject({
        method: 'POST',
        url: `/api/medications/${noonMedication}/administrations`,
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
      expect((await administer(people.therapist, noonMedication)).statusCode).toBe(403);
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
      const dose = await administer(people.otherNurse, noonMedication);
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
      expect((await administer(people.parent, noonMedication)).statusCode).toBe(403);
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
    });
  });

  describe('recording a dose: bad input writes nothing', () => {
    it('asks for dosage and signature when the dosage is blank', async () => {
      const response = await administer(people.nurse, noonMedication, { dosageGiven: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.dosageAndSignatureRequired);
    });

    it('asks for dosage and signature when the signature is missing, blank, or not the 500x150 canvas', async () => {
      for (const drawn of ['', blankSignature, sampleSignatureDataUrl()]) {
        const response = await administer(people.nurse, noonMedication, { signature: drawn });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(MESSAGES.dosageAndSignatureRequired);
      }
    });

    it('refuses a time more than 5 minutes ahead or more than 24 hours back', async () => {
      const ahead = await administer(people.nurse, noonMedication, {
        administrationTime: minutesFromNow(10),
      });
      expect(ahead.json().error.message).toBe(MESSAGES.administrationTimeInFuture);
      const old = await administer(people.nurse, noonMedication, {
        administrationTime: minutesFromNow(-1500),
      });
      expect(old.json().error.message).toBe(MESSAGES.administrationTimeTooOld);
    });

    it('asks for a reason when the dose is held or refused', async () => {
      const response = await administer(people.nurse, noonMedication, {
        outcome: 'held',
        dosageGiven: undefined,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.administrationReasonRequired);
    });

    it("refuses a scheduled dose that is not one of today's times", async () => {
      const response = await administer(people.nurse, noonMedication, { scheduledFor: '13:00' });
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
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGES.medicationInactive);
      const chart = await chartOf(people.nurse, children.lily);
      expect(chart.medications.some((shown) => shown.id === medication.id)).toBe(false);
      expect(await administrationCount()).toBe(0);
    });
  });

  describe('recording a dose', () => {
    let administrationId: string;

    it('records the noon dose as given, signed, by the signed-in nurse, and audits it', async () => {
      const response = await administer(people.nurse, noonMedication, {
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
      const card = (await chartOf(people.parent, children.lily)).medications.find(
        (medication) => medication.id === noonMedication,
      )!;
      expect(card.recentAdministrations.map((entry) => entry.id)).toEqual([administrationId]);
      expect(card.todaysDoses.map((dose) => [dose.time, dose.status])).toEqual([
        ['12:00', 'given'],
        ['18:00', 'upcoming'],
      ]);
    });

    it('refuses a second record of the same scheduled dose, even when two arrive at once', async () => {
      const again = await administer(people.colleague, noonMedication, { scheduledFor: '12:00' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.scheduledDoseAlreadyRecorded);
      const both = await Promise.all([
        administer(people.nurse, lateMedication, { scheduledFor: '18:00', dosageGiven: '5 mg' }),
        administer(people.colleague, lateMedication, { scheduledFor: '18:00', dosageGiven: '5 mg' }),
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
      const response = await administer(people.nurse, lateMedication, {
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

  describe('amending a record', () => {
    let administrationId: string;
    beforeAll(async () => {
      administrationId = (await administer(people.nurse, noonMedication, { dosageGiven: '200 mg' })).json()
        .administration.id;
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

  describe('the due list and the dashboard', () => {
    it("lists the nurse's doses due now and late in the facility's zone, none from before an order", async () => {
      const { db } = database;
      const { medication } = (
        await addMedication(people.nurse, children.lily, {
          name: 'Albuterol',
          route: 'inhalation',
          scheduledTimes: ['12:00'],
        })
      ).json();
      const { medication: ordered } = (
        await addMedication(people.nurse, children.lily, {
          name: 'Ursodiol',
          scheduledTimes: ['08:00', '10:00'],
        })
      ).json();
      expect(ordered.todaysDoses).toEqual([]);
      await backdateOrders();
      const chart = await chartOf(people.nurse, children.lily);
      const ursodiol = chart.medications.find((shown) => shown.id === ordered.id)!;
      expect(ursodiol.todaysDoses.map((dose) => dose.status)).toEqual(['missed', 'late']);
      const due = (await get(people.nurse, '/api/medications/due')).json();
      const rows = due.items.map((item: { medicationName: string; time: string; status: string }) => [
        item.medicationName,
        item.time,
        item.status,
      ]);
      expect(rows).toEqual([
        ['Omeprazole', '07:30', 'late'],
        ['Baclofen', '09:00', 'late'],
        ['Ursodiol', '10:00', 'late'],
        ['Albuterol', '12:00', 'due'],
      ]);
      expect(due.count).toBe(4);
      const dashboard = (await get(people.nurse, '/api/dashboard')).json();
      expect(dashboard.cards.find((card: { key: string }) => card.key === 'medicationsDue').value).toBe(4);
      const parentCard = (await get(people.parent, '/api/dashboard')).json();
      expect(parentCard.cards.find((card: { key: string }) => card.key === 'medicationsDue').value).toBe(4);
      await db.updateTable('medications').set({ is_active: false }).where('id', '=', medication.id).execute();
    });

    it("shows another facility's nurse and another child's parent none of these doses", async () => {
      expect((await get(people.otherNurse, '/api/medications/due')).json().count).toBe(0);
      expect((await get(people.otherParent, '/api/medications/due')).json().count).toBe(0);
    });
  });
});
