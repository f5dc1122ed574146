import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  VITAL_SIGNS_CSV_COLUMNS,
  facilityDayBounds,
  todayInZone,
  vitalRangeMessage,
  vitalStepMessage,
  type VitalSignsListResponse,
  type VitalSignsRecord,
} from '@carenest/core';
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

/** A zone 11 hours behind UTC: its "today" starts at 11:00 UTC, far from the server's midnight. */
const FACILITY_ZONE = 'Etc/GMT+11';

describe.each(TEST_DATABASES)('vital signs on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const people: Record<
    | 'admin'
    | 'nurse'
    | 'colleague'
    | 'unassignedNurse'
    | 'therapist'
    | 'driver'
    | 'parent'
    | 'otherAdmin'
    | 'otherNurse',
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
  const record = async (user: TestUser, fields: object) =>
    app.inject({
      method: 'POST',
      url: '/api/vital-signs',
      payload: fields,
      headers: { cookie: await cookieOf(user) },
    });
  const list = async (user: TestUser, query = '') =>
    (await get(user, `/api/vital-signs${query}`)).json<VitalSignsListResponse>();
  const notificationsOf = async (user: TestUser) =>
    database.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).execute();
  const auditRows = (action: string) =>
    database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('sequence')
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    const db = database.db;
    const home = await createFacility(db, FACILITY_ZONE);
    const elsewhere = await createFacility(db, 'America/Phoenix');
    people.admin = await createUser(db, 'administrator', home);
    people.nurse = await createUser(db, 'nurse', home, { firstName: '=HYPERLINK("x")' });
    people.colleague = await createUser(db, 'nurse', home);
    people.unassignedNurse = await createUser(db, 'nurse', home);
    people.therapist = await createUser(db, 'therapist', home);
    people.driver = await createUser(db, 'driver', home);
    people.parent = await createUser(db, 'parent', home);
    people.otherAdmin = await createUser(db, 'administrator', elsewhere);
    people.otherNurse = await createUser(db, 'nurse', elsewhere);
    children.lily = await createPatient(db, home, { firstName: 'Lily', lastName: 'Nguyen' });
    children.zoe = await createPatient(db, home, { firstName: 'Zoe', lastName: 'Park' });
    children.omar = await createPatient(db, elsewhere, { firstName: 'Omar', lastName: 'Haddad' });
    await linkParent(db, children.lily, people.parent.id);
    for (const staff of [people.nurse, people.colleague, people.therapist])
      await assignStaff(db, children.lily, staff, people.admin.id);
    await assignStaff(db, children.zoe, people.unassignedNurse, people.admin.id);
    await assignStaff(db, children.omar, people.otherNurse, people.admin.id);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  describe('who may read and record', () => {
    it('answers 401 to a signed-out visitor', async () => {
      const read = await app.inject({ method: 'GET', url: '/api/vital-signs' });
      const write = await app.inject({ method: 'POST', url: '/api/vital-signs', payload: {} });
      expect([read.statusCode, write.statusCode]).toEqual([401, 401]);
      expect(read.json().error.message).toBe(MESSAGES.notAuthenticated);
    });

    it('answers 403 to the therapist, the parent and the driver, even for their own child', async () => {
      for (const user of [people.therapist, people.parent, people.driver]) {
        expect((await get(user, '/api/vital-signs')).statusCode).toBe(403);
        expect((await record(user, { patientId: children.lily, heartRate: 90 })).statusCode).toBe(403);
        expect((await get(user, '/api/vital-signs/export?format=csv')).statusCode).toBe(403);
        expect((await get(user, `/api/vital-signs/trend?patientId=${children.lily}`)).statusCode).toBe(403);
      }
    });

    it('answers 400 with the field message for out-of-bounds, off-step and text values', async () => {
      const cases: [object, string, string][] = [
        [{ temperature: 110.1 }, 'temperature', vitalRangeMessage('temperature')],
        [{ oxygenSaturation: 49 }, 'oxygenSaturation', vitalRangeMessage('oxygenSaturation')],
        [{ temperature: 98.65 }, 'temperature', vitalStepMessage('temperature')],
        [{ heartRate: 72.5 }, 'heartRate', vitalStepMessage('heartRate')],
        [{ heartRate: 'fast' }, 'heartRate', 'Heart rate must be a number'],
        [{}, 'temperature', MESSAGES.vitalMeasurementRequired],
      ];
      for (const [fields, field, message] of cases) {
        const response = await record(people.nurse, { patientId: children.lily, ...fields });
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().error.fields[field]).toBe(message);
      }
      const noPatient = await record(people.nurse, { heartRate: 90 });
      expect(noPatient.json().error.fields.patientId).toBe(MESSAGES.selectPatient);
    });

    it("answers 404 for a patient the user may not see: another nurse's child, another facility's", async () => {
      const unassigned = await record(people.nurse, { patientId: children.zoe, heartRate: 90 });
      expect(unassigned.statusCode).toBe(404);
      expect(unassigned.json().error.message).toBe(MESSAGES.patientNotFound);
      expect((await record(people.admin, { patientId: children.omar, heartRate: 90 })).statusCode).toBe(404);
      expect((await get(people.nurse, `/api/vital-signs/trend?patientId=${children.zoe}`)).statusCode).toBe(
        404,
      );
      const rows = await database.db.selectFrom('vital_signs').select('id').execute();
      expect(rows).toEqual([]);
    });
  });

  describe('recording', () => {
    let critical: VitalSignsRecord;

    it('takes author and time from the session and the server clock, and audits CREATE_VITAL_SIGNS', async () => {
      const before = Date.now();
      const response = await record(people.nurse, {
        patientId: children.lily,
        temperature: 98.6,
        heartRate: 88,
        bloodPressureSystolic: 112,
        bloodPressureDiastolic: 70,
        weight: 42.5,
        painScale: 2,
        recordedBy: people.admin.id,
        recordedAt: '2020-01-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(201);
      const saved = response.json<{ record: VitalSignsRecord }>().record;
      expect(saved).toMatchObject({ status: 'normal', alerts: [], temperature: 98.6, weight: 42.5 });
      expect(saved.recordedBy.id).toBe(people.nurse.id);
      expect(new Date(saved.recordedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(saved.respiratoryRate).toBeNull();
      const audit = await auditRows('CREATE_VITAL_SIGNS');
      expect(audit.at(-1)).toMatchObject({ resource_id: saved.id, user_id: people.nurse.id, success: true });
      expect(await notificationsOf(people.admin)).toEqual([]);
    });

    it('stores the alerts of the core rule and notifies the assigned nurses and the facility administrators', async () => {
      const response = await record(people.nurse, {
        patientId: children.lily,
        temperature: 103.2,
        heartRate: 130,
        oxygenSaturation: 88,
      });
      critical = response.json<{ record: VitalSignsRecord }>().record;
      expect(critical.status).toBe('critical');
      expect(critical.alerts).toEqual([
        { parameter: 'temperature', value: 103.2, threshold: 99.5, severity: 'high', notificationSent: true },
        { parameter: 'heartRate', value: 130, threshold: 100, severity: 'high', notificationSent: true },
        {
          parameter: 'oxygenSaturation',
          value: 88,
          threshold: 95,
          severity: 'critical',
          notificationSent: true,
        },
      ]);
      for (const user of [people.nurse, people.colleague, people.admin]) {
        const [notification] = await notificationsOf(user);
        expect(notification).toMatchObject({
          severity: 'critical',
          title: 'Critical vital sign alert: Lily Nguyen',
          link: `/patients/${children.lily}?tab=vital-signs`,
        });
        expect(notification!.body).toContain('O2 saturation 88% below 95% (critical)');
      }
      for (const user of [people.unassignedNurse, people.therapist, people.otherAdmin, people.otherNurse])
        expect(await notificationsOf(user)).toEqual([]);
    });

    it('keeps medium alerts in the record (Abnormal) without notifying anyone', async () => {
      const response = await record(people.admin, { patientId: children.lily, temperature: 99.8 });
      const saved = response.json<{ record: VitalSignsRecord }>().record;
      expect(saved.status).toBe('abnormal');
      expect(saved.alerts).toEqual([
        {
          parameter: 'temperature',
          value: 99.8,
          threshold: 99.5,
          severity: 'medium',
          notificationSent: false,
        },
      ]);
      expect(await notificationsOf(people.colleague)).toHaveLength(1);
    });

    it('opens one record for whoever may see the patient, and 404 for another facility', async () => {
      const detail = await get(people.colleague, `/api/vital-signs/${critical.id}`);
      expect(detail.json().record.id).toBe(critical.id);
      expect((await get(people.otherAdmin, `/api/vital-signs/${critical.id}`)).statusCode).toBe(404);
      expect((await get(people.unassignedNurse, `/api/vital-signs/${critical.id}`)).statusCode).toBe(404);
    });
  });

  describe('the list', () => {
    it("shows only visible patients' readings, newest first, and filters by text and patient", async () => {
      await record(people.unassignedNurse, { patientId: children.zoe, heartRate: 95 });
      expect((await list(people.nurse)).items.map((item) => item.patientName)).toEqual(
        Array(3).fill('Lily Nguyen'),
      );
      expect((await list(people.admin)).total).toBe(4);
      expect((await list(people.otherAdmin)).total).toBe(0);
      expect((await list(people.admin, '?search=park')).items.map((item) => item.patientName)).toEqual([
        'Zoe Park',
      ]);
      expect((await list(people.admin, `?search=${children.zoe}`)).total).toBe(1);
      expect((await list(people.admin, `?patientId=${children.lily}`)).total).toBe(3);
      expect((await list(people.nurse, `?patientId=${children.zoe}`)).total).toBe(0);
      const page = await list(people.admin, '?pageSize=2&page=2');
      expect([page.items.length, page.total, page.timeZone]).toEqual([2, 4, FACILITY_ZONE]);
    });

    it("starts 'today' at midnight on the facility's clock", async () => {
      const { start } = facilityDayBounds(todayInZone(new Date(), FACILITY_ZONE), FACILITY_ZONE);
      await database.db
        .insertInto('vital_signs')
        .values([
          { patient_id: children.zoe, recorded_by: people.admin.id, recorded_at: start, heart_rate: 70 },
          {
            patient_id: children.zoe,
            recorded_by: people.admin.id,
            recorded_at: new Date(start.getTime() - 1000),
            heart_rate: 71,
          },
          {
            patient_id: children.zoe,
            recorded_by: people.admin.id,
            recorded_at: new Date(Date.now() - 8 * 86_400_000),
            heart_rate: 72,
          },
        ])
        .execute();
      const rates = async (period: string) =>
        (await list(people.admin, `?patientId=${children.zoe}&period=${period}`)).items.map(
          (item) => item.heartRate,
        );
      expect(await rates('today')).toEqual([95, 70]);
      expect(await rates('week')).toEqual([95, 70, 71]);
      expect(await rates('all')).toEqual([95, 70, 71, 72]);
    });

    it('gives a chart its period oldest first', async () => {
      const trend = await get(people.admin, `/api/vital-signs/trend?patientId=${children.zoe}&period=week`);
      expect(trend.json().items.map((item: VitalSignsRecord) => item.heartRate)).toEqual([71, 70, 95]);
    });
  });

  describe('exports', () => {
    it('downloads CSV with the spec columns, a safe server-set name, no-store and neutralised formulas', async () => {
      const response = await get(people.nurse, '/api/vital-signs/export?format=csv');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="vital-signs-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const [header, ...rows] = response.body.trim().split('\r\n');
      expect(header).toBe(VITAL_SIGNS_CSV_COLUMNS.join(','));
      expect(rows).toHaveLength(3);
      expect(rows.find((row) => row.includes('103.2'))).toContain(`"'=HYPERLINK(""x"") nurse"`);
      expect(response.body).toContain('O2 saturation 88% below 95% (critical)');
    });

    it('downloads JSON and a real PDF, for the list and for one record, each audited with format and count', async () => {
      const json = await get(people.admin, `/api/vital-signs/export?format=json&patientId=${children.lily}`);
      expect(json.headers['content-type']).toContain('application/json');
      expect(json.json().records).toHaveLength(3);
      const pdf = await get(people.admin, '/api/vital-signs/export?format=pdf&period=week');
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const [one] = (await list(people.admin, `?patientId=${children.lily}`)).items;
      const single = await get(people.admin, `/api/vital-signs/${one!.id}/export?format=pdf`);
      expect(single.headers['content-disposition']).toMatch(/filename="vital-signs-record-[\d-]+\.pdf"/);
      expect(single.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const audit = (await auditRows('EXPORT_VITAL_SIGNS')).map((row) => row.new_values);
      expect(audit.slice(-3)).toEqual([
        { format: 'json', recordCount: 3 },
        { format: 'pdf', recordCount: 6 },
        { format: 'pdf', recordCount: 1 },
      ]);
    });

    it('answers 404 when another facility exports a record, and 400 for an unknown format', async () => {
      const [one] = (await list(people.admin)).items;
      expect((await get(people.otherAdmin, `/api/vital-signs/${one!.id}/export?format=csv`)).statusCode).toBe(
        404,
      );
      expect((await get(people.admin, '/api/vital-signs/export?format=xlsx')).statusCode).toBe(400);
    });
  });
});
