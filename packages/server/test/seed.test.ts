import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EodReportDetail, EodReportListItem } from '@carenest/core';
import type { ClaimListResponse } from '@carenest/core';
import { validateProfessionalClaimFile } from '@carenest/x12';
import { ALLERGY_SEVERITIES, DIAGNOSIS_CODES, addCalendarDays, todayInZone, MESSAGES } from '@carenest/core';
import { loadFacilitiesSettings } from '../src/facility/index.ts';
import { buildApp } from '../src/app.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { createFacility } from './support/factories.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('the demo seed', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const secrets = ephemeralSecrets();
  /** The session cookie header of a demo account. */
  const demoHeaders = async (role: 'driver' | 'parent' | 'nurse' | 'administrator') => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${role}@carenest.example`, password: DEMO_PASSWORD, role },
    });
    const session = login.cookies.find((item) => item.name === 'carenest_session')!;
    return { cookie: `carenest_session=${session.value}` };
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    expect(await seedDemo(database.db, secrets.signingKey)).toBe(true);
    app = await buildApp({ db: database.db, secrets });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('creates two facilities in different time zones, one under each state rule set, with their settings', async () => {
    const facilities = await loadFacilitiesSettings(database.db);
    expect(new Set(facilities.map((facility) => facility.timeZone)).size).toBe(2);
    expect(facilities.map((facility) => facility.stateRuleSet).sort()).toEqual(['florida', 'texas']);
    for (const facility of facilities) {
      expect(facility.address).not.toBe('');
      expect(facility.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(facility.licensedCapacity).toBeGreaterThan(0);
      expect(facility.opensAt < facility.closesAt).toBe(true);
    }
  });

  it('closes both facilities on the next two common holidays, each at least two weeks ahead', async () => {
    const inTwoWeeks = addCalendarDays(todayInZone(new Date(), 'America/New_York'), 14);
    for (const facility of await loadFacilitiesSettings(database.db)) {
      const closures = [...facility.calendar.closureDays];
      expect(closures).toHaveLength(2);
      for (const day of closures) expect(day >= inTwoWeeks).toBe(true);
    }
  });

  it('creates one account per role, each able to sign in with the documented password', async () => {
    const { accounts } = (await app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json();
    expect(accounts.map((account: { email: string }) => account.email).sort()).toEqual(
      [
        'administrator',
        'charge-nurse',
        'driver',
        'mfa-admin',
        'nurse',
        'parent',
        'superadmin',
        'therapist',
      ].map((name) => `${name}@carenest.example`),
    );
    for (const account of accounts as { email: string; role: string }[]) {
      const role = account.role === 'super_admin' ? 'administrator' : account.role;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD, role },
      });
      expect(response.statusCode, account.email).toBe(200);
    }
  });

  it('creates at least 12 patients with diagnoses from the spec, every allergy severity, contacts and insurance', async () => {
    const patients = await database.db.selectFrom('patients').select(['primary_diagnosis']).execute();
    expect(patients.length).toBeGreaterThanOrEqual(12);
    for (const patient of patients) expect(Object.keys(DIAGNOSIS_CODES)).toContain(patient.primary_diagnosis);
    const severities = await database.db
      .selectFrom('patient_allergies')
      .select('severity')
      .distinct()
      .execute();
    expect(severities.map((row) => row.severity).sort()).toEqual([...ALLERGY_SEVERITIES].sort());
    const pickup = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM patient_emergency_contacts WHERE can_pickup`.execute(database.db);
    expect(pickup.rows[0]!.count).toBeGreaterThan(0);
    const insured = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM patient_insurance`.execute(database.db);
    expect(insured.rows[0]!.count).toBeGreaterThan(0);
  });

  it('links the demo parent to their children', async () => {
    const links = await database.db
      .selectFrom('patient_parents')
      .innerJoin('users', 'users.id', 'patient_parents.parent_id')
      .select('users.email')
      .execute();
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(new Set(links.map((link) => link.email))).toEqual(new Set(['parent@carenest.example']));
  });

  it('writes clinical notes signed with the server key, which verify when the nurse opens them', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nurse@carenest.example', password: DEMO_PASSWORD, role: 'nurse' },
    });
    const session = login.cookies.find((item) => item.name === 'carenest_session')!;
    const headers = { cookie: `carenest_session=${session.value}` };
    const list = (
      await app.inject({ method: 'GET', url: '/api/clinical-notes?pageSize=100', headers })
    ).json();
    const types = new Set(list.items.map((note: { noteType: string }) => note.noteType));
    expect([...types]).toEqual(expect.arrayContaining(['nursing_note', 'therapy_note', 'incident_report']));
    for (const item of list.items.slice(0, 5)) {
      const detail = await app.inject({ method: 'GET', url: `/api/clinical-notes/${item.id}`, headers });
      expect(detail.json().note.integrity).toEqual({ isVerified: true, failures: [] });
    }
  });

  it("gives the driver today's two runs and the past week's completed ones, and the parent only their children", async () => {
    const driver = await demoHeaders('driver');
    const today = (await app.inject({ method: 'GET', url: '/api/transport/routes', headers: driver })).json();
    expect(today.items.map((route: { status: string }) => route.status)).toEqual(['scheduled', 'scheduled']);
    const completed = await database.db
      .selectFrom('transport_routes')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    expect(Number(completed.count)).toBe(10);
    const attendance = await database.db.selectFrom('attendance_events').select('kind').execute();
    expect(new Set(attendance.map((row) => row.kind))).toEqual(new Set(['check_in', 'check_out']));
    const parent = await demoHeaders('parent');
    const seen = (await app.inject({ method: 'GET', url: '/api/transport/routes', headers: parent })).json();
    const names = seen.items.flatMap((route: { stops: { patientName: string }[] }) =>
      route.stops.map((stop) => stop.patientName),
    );
    expect(new Set(names)).toEqual(new Set(['Mateo Alvarez', 'Sofia Alvarez']));
  });

  it('refuses the demo driver the daily report, morning handoff and appointments of a child on their run', async () => {
    const driver = await demoHeaders('driver');
    const today = (await app.inject({ method: 'GET', url: '/api/transport/routes', headers: driver })).json();
    const patientId: string = today.items[0].stops[0].patientId;
    const chart = await app.inject({ method: 'GET', url: `/api/patients/${patientId}`, headers: driver });
    expect(chart.statusCode).toBe(200);
    for (const url of [
      `/api/my-children/${patientId}/daily-report`,
      `/api/patients/${patientId}/morning-handoff`,
      `/api/appointments?patientId=${patientId}`,
      '/api/appointments',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: driver });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it("judges Mateo's readings by his physician's heart-rate order", async () => {
    const orders = await database.db.selectFrom('vital_parameters').select('measurement').execute();
    expect(orders.length).toBeGreaterThanOrEqual(3);
    const nurse = await demoHeaders('nurse');
    const mateo = (
      await app.inject({ method: 'GET', url: '/api/patients?search=Mateo', headers: nurse })
    ).json().items[0].id;
    const readings = (
      await app.inject({
        method: 'GET',
        url: `/api/vital-signs?patientId=${mateo}&pageSize=5`,
        headers: nurse,
      })
    ).json();
    expect(readings.items[0].appliedRanges).toContainEqual(
      expect.objectContaining({ measurement: 'heartRate', source: 'child', notifyHigh: 118 }),
    );
  });

  it('gives the administrator a week of claims: paid, denied, submitted as 837P files that validate, drafts', async () => {
    const administrator = await demoHeaders('administrator');
    const list = (
      await app.inject({ method: 'GET', url: '/api/billing/claims?pageSize=100', headers: administrator })
    ).json<ClaimListResponse>();
    expect(list.total).toBe(20);
    expect(list.stats).toMatchObject({ pending: 8, paid: 3 });
    expect(new Set(list.items.map((claim) => claim.status))).toEqual(
      new Set(['draft', 'submitted', 'paid', 'denied']),
    );
    expect(list.stats.revenueCents).toBeGreaterThan(0);
    const sent = list.items.find((claim) => claim.status === 'submitted')!;
    const file = await app.inject({
      method: 'GET',
      url: `/api/billing/claims/${sent.id}/837p`,
      headers: administrator,
    });
    expect(validateProfessionalClaimFile(file.body)).toEqual([]);
  });

  it('gives the administrator the scheduler’s reports of the last three working days, each verified', async () => {
    const administrator = await demoHeaders('administrator');
    const list = (await app.inject({ method: 'GET', url: '/api/eod-reports', headers: administrator })).json<{
      items: EodReportListItem[];
    }>().items;
    expect(list).toHaveLength(3);
    expect(list.every((report) => report.isAutomated && report.status === 'completed')).toBe(true);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/eod-reports/${list[0]!.id}`, headers: administrator })
    ).json<EodReportDetail>();
    expect(detail.verification.problem).toBeNull();
    expect(detail.sections!.transportation.completedRoutes).toBeGreaterThan(0);
    expect(detail.sections!.medications.totalAdministrations).toBeGreaterThan(0);
  });

  it("shows the administrator the demo nurse's refused look at a chart outside her caseload", async () => {
    const administrator = await demoHeaders('administrator');
    const events = (
      await app.inject({
        method: 'GET',
        url: '/api/security-events?type=unauthorized_access',
        headers: administrator,
      })
    ).json<{ items: { userEmail: string; details: { reason: string; resourceType: string } }[] }>().items;
    expect(events).toContainEqual(
      expect.objectContaining({
        userEmail: 'nurse@carenest.example',
        ipAddress: '10.20.0.14',
        details: expect.objectContaining({ reason: MESSAGES.accessDeniedToPatient, resourceType: 'PATIENT' }),
      }),
    );
  });

  it('does nothing when run again', async () => {
    expect(await seedDemo(database.db, secrets.signingKey)).toBe(false);
    const count = await sql<{ count: number }>`SELECT count(*)::int AS count FROM facilities`.execute(
      database.db,
    );
    expect(count.rows[0]!.count).toBe(2);
  });

  it('never runs against a database that already holds data', async () => {
    const other = await createTestDatabase('pglite');
    try {
      await createFacility(other.db);
      expect(await seedDemo(other.db, secrets.signingKey)).toBe(false);
      const users = await sql<{ count: number }>`SELECT count(*)::int AS count FROM users`.execute(other.db);
      expect(users.rows[0]!.count).toBe(0);
    } finally {
      await other.drop();
    }
  });
});
