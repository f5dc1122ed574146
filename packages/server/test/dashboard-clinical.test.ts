import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  type TestUser,
} from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

type Dashboard = {
  cards: { key: string; value: number | null }[];
  recentActivity: { type: string; title: string; description: string }[];
};

describe.each(TEST_DATABASES)("the clinical dashboard on %s: today's notes, alerts and activity", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: TestUser;
  let nurse: TestUser;
  let therapist: TestUser;

  const post = async (user: TestUser, url: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: await signInAs(app, user) },
      payload,
    });
    expect(response.statusCode).toBe(201);
  };
  const dashboard = async (user: TestUser): Promise<Dashboard> =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { cookie: await signInAs(app, user) },
      })
    ).json();
  const card = (body: Dashboard, key: string) => body.cards.find((item) => item.key === key)?.value;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const facility = await createFacility(database.db, 'America/Phoenix');
    admin = await createUser(database.db, 'administrator', facility);
    nurse = await createUser(database.db, 'nurse', facility);
    therapist = await createUser(database.db, 'therapist', facility);
    const maya = await createPatient(database.db, facility, { firstName: 'Maya', lastName: 'Reyes' });
    const sam = await createPatient(database.db, facility, { firstName: 'Sam', lastName: 'Other' });
    await assignStaff(database.db, maya, nurse, admin.id);
    await assignStaff(database.db, maya, therapist, admin.id);
    // The nurse charts on Maya: a note, then a febrile, tachycardic reading (two high alerts).
    await post(nurse, '/api/clinical-notes', {
      patientId: maya,
      noteType: 'nursing_note',
      content: 'Tolerated feeds.',
    });
    await post(nurse, '/api/vital-signs', { patientId: maya, temperature: 103.1, heartRate: 125 });
    // The administrator records a critical reading on Sam, a child the nurse does not look after.
    await post(admin, '/api/vital-signs', { patientId: sam, oxygenSaturation: 88 });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("counts the nurse's Alerts as today's vital-sign alerts on her own patients only", async () => {
    const body = await dashboard(nurse);
    expect(card(body, 'alerts')).toBe(2);
    expect(card(body, 'clinicalNotesToday')).toBe(1);
  });

  it('lists notes and alerts under Recent Activity, never about a child the user may not see', async () => {
    const activity = (await dashboard(nurse)).recentActivity;
    expect(activity.map((item) => item.type).sort()).toEqual(['alert', 'clinical_note']);
    expect(activity.find((item) => item.type === 'alert')).toMatchObject({ title: '2 vital sign alerts' });
    expect(activity.find((item) => item.type === 'alert')?.description).toMatch(
      /^Maya Reyes: Temperature 103\.1°F/,
    );
    expect(activity.every((item) => !item.description.includes('Sam'))).toBe(true);
  });

  it('shows a therapist the note but no vital-sign alerts, which therapists do not read', async () => {
    const activity = (await dashboard(therapist)).recentActivity;
    expect(activity.map((item) => item.type)).toEqual(['clinical_note']);
  });

  it('counts in the Daily Census every child with a note or a reading today', async () => {
    const body = await dashboard(admin);
    expect(card(body, 'dailyCensus')).toBe(2);
    expect(body.recentActivity.filter((item) => item.type === 'alert')).toHaveLength(2);
  });
});
