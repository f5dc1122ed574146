import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  type TestUser,
} from './support/factories.ts';
import { zoneAtNoon } from './support/clock-zones.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('the dashboard on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let nurse: TestUser;
  let driver: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    // A zone where it is about noon: the dose given now and the census read a moment later fall on one day.
    const facility = await createFacility(database.db, zoneAtNoon());
    admin = await createUser(database.db, 'administrator', facility);
    otherAdmin = await createUser(database.db, 'administrator', await createFacility(database.db));
    nurse = await createUser(database.db, 'nurse', facility);
    driver = await createUser(database.db, 'driver', facility);
    const seen = await createPatient(database.db, facility, { firstName: 'Maya', lastName: 'Reyes' });
    await createPatient(database.db, facility, { firstName: 'Not', lastName: 'Seen' });
    await assignStaff(database.db, seen, nurse, admin.id);
    const { id: medicationId } = await database.db
      .insertInto('medications')
      .values({
        patient_id: seen,
        name: 'Baclofen',
        dosage: '5 mg',
        frequency: 'twice daily',
        route: 'oral',
        prescribed_by: 'Dr. Lee',
        start_date: '2024-01-01',
        created_by: admin.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cookie = await signInAs(app, nurse);
    const given = await app.inject({
      method: 'POST',
      url: `/api/medications/${medicationId}/administrations`,
      headers: { cookie },
      payload: {
        outcome: 'given',
        dosageGiven: '5 mg',
        signature: sampleSignatureDataUrl({ width: 500, height: 150 }),
        administrationTime: new Date().toISOString(),
      },
    });
    expect(given.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const dashboard = async (user: TestUser) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { cookie: await signInAs(app, user) },
      })
    ).json();
  const card = (body: { cards: { key: string; value: number | null }[] }, key: string) =>
    body.cards.find((item) => item.key === key)?.value;

  it('counts the Daily Census as the patients with care recorded today in the facility time zone', async () => {
    const body = await dashboard(admin);
    expect(card(body, 'dailyCensus')).toBe(1);
    expect(card(body, 'activePatients')).toBe(2);
    expect(card(await dashboard(otherAdmin), 'dailyCensus')).toBe(0);
  });

  it('lists the medication record under Recent Activity for the nurse and the administrator', async () => {
    for (const user of [nurse, admin]) {
      const body = await dashboard(user);
      expect(body.recentActivity[0]).toMatchObject({
        type: 'medication',
        title: 'Medication given',
        description: 'Baclofen for Maya Reyes',
      });
    }
  });

  it("shows another facility's administrator none of it", async () => {
    expect((await dashboard(otherAdmin)).recentActivity).toEqual([]);
  });

  it('gives a driver four cards and no patient activity', async () => {
    const body = await dashboard(driver);
    expect(body.cards.map((item: { label: string }) => item.label)).toEqual([
      "Today's Routes",
      'Completed Trips',
      'Pending Pickups',
      'Route Alerts',
    ]);
    expect(body.recentActivity).toEqual([]);
  });
});
