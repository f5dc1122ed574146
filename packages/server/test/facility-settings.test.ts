import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  addCalendarDays,
  todayInZone,
  type FacilitySettingsInput,
  type FacilitySettingsResponse,
} from '@carenest/core';
import { createFacility, createPatient, createUser, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const ZONE = 'America/New_York';

/** Valid settings of the home facility, as the /facility form sends them. */
const SETTINGS: FacilitySettingsInput = {
  name: 'Sunrise PPEC',
  address: '12 Palm Ave, Orlando, FL 32801',
  phone: '(407) 555-0100',
  timeZone: ZONE,
  opensAt: '07:00',
  closesAt: '18:00',
  openWeekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  licensedCapacity: 40,
  stateRuleSet: 'florida',
  defaultVitalRanges: 'spec',
};

/** One bad value per field, each with the message it answers (and the field it names, when more precise). */
const BAD_VALUES: [string, unknown, string][] = [
  ['name', '   ', MESSAGES.facilityNameRequired],
  ['address', '', MESSAGES.facilityAddressRequired],
  ['phone', 'call us', MESSAGES.facilityPhoneInvalid],
  ['timeZone', 'Mars/Olympus_Mons', MESSAGES.facilityTimeZoneInvalid],
  ['timeZone', '+05:00', MESSAGES.facilityTimeZoneInvalid],
  ['timeZone', 'EST', MESSAGES.facilityTimeZoneInvalid],
  ['opensAt', '7am', MESSAGES.facilityHoursInvalid],
  ['closesAt', '24:00', MESSAGES.facilityHoursInvalid],
  ['closesAt', '06:00', MESSAGES.facilityClosesBeforeOpening],
  ['openWeekdays', [], MESSAGES.facilityOpenWeekdaysRequired],
  ['openWeekdays.0', ['funday'], MESSAGES.facilityOpenWeekdaysRequired],
  ['openWeekdays', ['monday', 'monday'], MESSAGES.facilityOpenWeekdaysRequired],
  ['licensedCapacity', 0, MESSAGES.facilityCapacityInvalid],
  ['licensedCapacity', -3, MESSAGES.facilityCapacityInvalid],
  ['licensedCapacity', 2.5, MESSAGES.facilityCapacityInvalid],
  ['licensedCapacity', '40', MESSAGES.facilityCapacityInvalid],
  ['stateRuleSet', 'ohio', MESSAGES.facilityStateRulesRequired],
  ['defaultVitalRanges', 'pals', MESSAGES.facilityVitalRangesRequired],
];

describe.each(TEST_DATABASES)('facility settings on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, call, get, post } = suite;
  let home = '';
  let admin: TestUser;
  let otherAdmin: TestUser;
  let superAdmin: TestUser;
  const today = () => todayInZone(new Date(), ZONE);
  const put = (user: TestUser, body: object, query = '') => call(user, 'PUT', `/api/facility${query}`, body);
  const auditRows = (action: string, facilityId: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['old_values', 'new_values', 'user_id'])
      .where('action', '=', action)
      .where('resource_id', '=', facilityId)
      .orderBy('sequence')
      .execute();

  beforeAll(async () => {
    home = await createFacility(database.db, ZONE);
    admin = await createUser(database.db, 'administrator', home);
    otherAdmin = await createUser(database.db, 'administrator', await createFacility(database.db));
    superAdmin = await createUser(database.db, 'super_admin', null);
  });

  describe('who may read and change them', () => {
    it('refuses a visitor without a session (401)', async () => {
      expect((await call(null, 'GET', '/api/facility')).statusCode).toBe(401);
      expect((await call(null, 'PUT', '/api/facility', SETTINGS)).statusCode).toBe(401);
    });

    it('refuses a nurse, a therapist, a driver and a parent (403)', async () => {
      for (const role of ['nurse', 'therapist', 'driver', 'parent'] as const) {
        const user = await createUser(database.db, role, role === 'parent' ? null : home);
        expect((await get(user, '/api/facility')).statusCode).toBe(403);
        expect((await put(user, SETTINGS)).statusCode).toBe(403);
        expect((await post(user, '/api/facility/closure-days', { date: today() })).statusCode).toBe(403);
        expect((await call(user, 'DELETE', `/api/facility/closure-days/${today()}`)).statusCode).toBe(403);
        expect((await get(user, '/api/facilities')).statusCode).toBe(403);
      }
    });

    it("keeps another facility's administrator out of this one (404), and leaves it unchanged", async () => {
      const query = `?facilityId=${home}`;
      expect((await get(otherAdmin, `/api/facility${query}`)).statusCode).toBe(404);
      expect((await put(otherAdmin, SETTINGS, query)).statusCode).toBe(404);
      const closure = await post(otherAdmin, `/api/facility/closure-days${query}`, { date: today() });
      expect(closure.statusCode).toBe(404);
      const own = (await get(otherAdmin, '/api/facility')).json<FacilitySettingsResponse>();
      expect(own.facility.id).not.toBe(home);
      expect(await auditRows('UPDATE_FACILITY', home)).toEqual([]);
    });
  });

  describe('the settings', () => {
    it("shows the administrator their facility's settings and today on its clock", async () => {
      const response = await get(admin, '/api/facility');
      expect(response.statusCode).toBe(200);
      expect(response.json<FacilitySettingsResponse>().facility).toMatchObject({
        id: home,
        timeZone: ZONE,
        opensAt: '07:00',
        closesAt: '18:00',
        licensedCapacity: null,
        closureDays: [],
        today: today(),
      });
    });

    it.each(BAD_VALUES)(
      'refuses %s = %j with a 400 naming the field, changing nothing',
      async (field, value, message) => {
        const response = await put(admin, { ...SETTINGS, [field.split('.')[0]!]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { [field]: message },
        });
        expect(await auditRows('UPDATE_FACILITY', home)).toEqual([]);
      },
    );

    it('saves the settings, audited once with the fields that changed', async () => {
      const response = await put(admin, SETTINGS);
      expect(response.statusCode).toBe(200);
      expect(response.json<FacilitySettingsResponse>().facility).toMatchObject(SETTINGS);
      const again = await put(admin, { ...SETTINGS, opensAt: '06:30', licensedCapacity: 42 });
      expect(again.json<FacilitySettingsResponse>().facility).toMatchObject({ opensAt: '06:30' });
      const rows = await auditRows('UPDATE_FACILITY', home);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({
        user_id: admin.id,
        old_values: { opensAt: '07:00', licensedCapacity: 40 },
        new_values: { fields: ['opensAt', 'licensedCapacity'], opensAt: '06:30', licensedCapacity: 42 },
      });
      expect((await put(admin, { ...SETTINGS, opensAt: '06:30', licensedCapacity: 42 })).statusCode).toBe(
        200,
      );
      expect(await auditRows('UPDATE_FACILITY', home)).toHaveLength(2);
    });

    it('lets a super_admin name the facility they change', async () => {
      const response = await put(superAdmin, { ...SETTINGS, phone: '(407) 555-0111' }, `?facilityId=${home}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<FacilitySettingsResponse>().facility).toMatchObject({ phone: '(407) 555-0111' });
      expect((await auditRows('UPDATE_FACILITY', home)).at(-1)).toMatchObject({ user_id: superAdmin.id });
    });
  });

  describe('closure days', () => {
    const closures = (query = '') => `/api/facility/closure-days${query}`;

    it('refuses a day in the past and a day already closed with a 400 naming the date', async () => {
      const past = await post(admin, closures(), { date: addCalendarDays(today(), -1), name: 'Yesterday' });
      expect(past.statusCode).toBe(400);
      expect(past.json().error.fields).toEqual({ date: MESSAGES.closureDayInPast });
      const day = addCalendarDays(today(), 30);
      expect((await post(admin, closures(), { date: day, name: 'Staff training' })).statusCode).toBe(201);
      const duplicate = await post(admin, closures(), { date: day });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().error.fields).toEqual({ date: MESSAGES.closureDayDuplicate });
      const bad = await post(admin, closures(), { date: '2026-02-30' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['date']);
    });

    it('adds a day with or without a name and removes one, each audited', async () => {
      const day = addCalendarDays(today(), 40);
      const added = await post(admin, closures(), { date: day });
      expect(added.statusCode).toBe(201);
      expect(added.json<FacilitySettingsResponse>().facility.closureDays).toContainEqual({
        date: day,
        name: null,
      });
      expect((await auditRows('ADD_CLOSURE_DAY', home)).at(-1)).toMatchObject({
        user_id: admin.id,
        new_values: { date: day, name: null },
      });
      const removed = await call(admin, 'DELETE', closures(`/${day}`));
      expect(removed.statusCode).toBe(200);
      expect(removed.json<FacilitySettingsResponse>().facility.closureDays).not.toContainEqual(
        expect.objectContaining({ date: day }),
      );
      expect((await auditRows('REMOVE_CLOSURE_DAY', home)).at(-1)).toMatchObject({
        old_values: { date: day, name: null },
      });
      expect((await call(admin, 'DELETE', closures(`/${day}`))).statusCode).toBe(404);
    });

    it('keeps a past closure day: removing it is a 400 naming the date', async () => {
      const day = addCalendarDays(today(), -7);
      await database.db
        .insertInto('facility_closure_days')
        .values({ facility_id: home, closed_on: day, reason: 'Hurricane' })
        .execute();
      const response = await call(admin, 'DELETE', closures(`/${day}`));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ date: MESSAGES.closureDayInPast });
    });
  });

  describe('the census warning', () => {
    it('warns the administrator when the children present exceed the licensed capacity', async () => {
      const facility = await createFacility(database.db, ZONE);
      const administrator = await createUser(database.db, 'administrator', facility);
      const serviceDate = today();
      for (let child = 0; child < 2; child += 1)
        await database.db
          .insertInto('attendance_events')
          .values({
            facility_id: facility,
            patient_id: await createPatient(database.db, facility),
            service_date: serviceDate,
            kind: 'check_in',
            occurred_at: new Date(),
            source: 'front_desk',
            route_id: null,
            adult_name: 'Front desk',
            signature_png: Buffer.from([137, 80, 78, 71]),
            image_sha256: '0'.repeat(64),
            recorded_by: administrator.id,
          })
          .execute();
      const warning = async () =>
        (await get(administrator, '/api/dashboard')).json<{ censusWarning: unknown }>().censusWarning;
      expect(await warning()).toBeNull();
      const capacity = (licensedCapacity: number) =>
        database.db
          .updateTable('facilities')
          .set({ licensed_capacity: licensedCapacity })
          .where('id', '=', facility)
          .execute();
      await capacity(1);
      expect(await warning()).toEqual({
        present: 2,
        licensedCapacity: 1,
        message: MESSAGES.censusAboveCapacity,
        rule: 'Texas 1 TAC §363.212',
      });
      await capacity(2);
      expect(await warning()).toBeNull();
    });
  });
});
