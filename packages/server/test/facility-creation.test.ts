import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type CreateFacilityInput,
  type CreateFacilityResponse,
  type FacilitySettingsResponse,
} from '@carenest/core';
import { createFacility, createUser, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** A new Texas facility and its first administrator, as the super_admin's form sends them. */
const NEW_FACILITY: CreateFacilityInput = {
  facility: {
    name: 'Lone Star PPEC',
    address: '900 Congress Ave, Austin, TX 78701',
    phone: '(512) 555-0123',
    timeZone: 'America/Chicago',
    opensAt: '06:30',
    closesAt: '18:30',
    openWeekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    licensedCapacity: 25,
    stateRuleSet: 'texas',
    defaultVitalRanges: 'age_bands',
  },
  administrator: { firstName: 'Dana', lastName: 'Whitfield', email: 'dana.whitfield@lonestar.example' },
};

const NEW_PASSWORD = 'Lone!Star2026';

describe.each(TEST_DATABASES)('a super_admin creating facilities on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, inject, get, post } = suite;
  let superAdmin: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    superAdmin = await createUser(database.db, 'super_admin', null);
    admin = await createUser(database.db, 'administrator', await createFacility(database.db));
  });

  it('refuses an administrator and a nurse (403), and creates nothing', async () => {
    const nurse = await createUser(database.db, 'nurse', await createFacility(database.db));
    const before = await suite.countRows('facilities');
    for (const user of [admin, nurse]) {
      expect((await post(user, '/api/facilities', NEW_FACILITY)).statusCode).toBe(403);
      expect((await get(user, '/api/facilities')).statusCode).toBe(403);
    }
    expect(await suite.countRows('facilities')).toBe(before);
  });

  it('refuses a bad facility field or a bad administrator field with a 400 naming it', async () => {
    const badTimeZone = { ...NEW_FACILITY, facility: { ...NEW_FACILITY.facility, timeZone: 'Texas/Austin' } };
    const zone = await post(superAdmin, '/api/facilities', badTimeZone);
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error.fields).toEqual({ 'facility.timeZone': MESSAGES.facilityTimeZoneInvalid });
    const badCapacity = { ...NEW_FACILITY, facility: { ...NEW_FACILITY.facility, licensedCapacity: 0 } };
    expect((await post(superAdmin, '/api/facilities', badCapacity)).json().error.fields).toEqual({
      'facility.licensedCapacity': MESSAGES.facilityCapacityInvalid,
    });
    const badEmail = { ...NEW_FACILITY, administrator: { ...NEW_FACILITY.administrator, email: 'dana' } };
    expect((await post(superAdmin, '/api/facilities', badEmail)).json().error.fields).toEqual({
      'administrator.email': MESSAGES.emailInvalid,
    });
  });

  it('creates the facility and invites its administrator, who sets a password through the link and signs in', async () => {
    const response = await post(superAdmin, '/api/facilities', NEW_FACILITY);
    expect(response.statusCode).toBe(201);
    const created = response.json<CreateFacilityResponse>();
    expect(created.facility).toMatchObject({
      name: 'Lone Star PPEC',
      stateRuleSet: 'texas',
      licensedCapacity: 25,
    });
    expect(created.invitationLink).toMatch(/^\/reset-password\?token=/);
    const audited = await database.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'resource_id'])
      .where('action', 'in', ['CREATE_FACILITY', 'CREATE_USER'])
      .where('user_id', '=', superAdmin.id)
      .execute();
    expect(audited.map((row) => [row.action, row.resource_id]).sort()).toEqual(
      [
        ['CREATE_FACILITY', created.facility.id],
        ['CREATE_USER', created.administrator.id],
      ].sort(),
    );

    const signIn = () =>
      inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: NEW_FACILITY.administrator.email, password: NEW_PASSWORD, role: 'administrator' },
      });
    expect((await signIn()).statusCode).toBe(401);
    const token = new URLSearchParams(created.invitationLink!.split('?')[1]).get('token')!;
    const completed = await inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(completed.statusCode).toBe(204);
    const session = await signIn();
    expect(session.statusCode).toBe(200);
    const cookie = session.cookies.find((item) => item.name === 'carenest_session')!;
    const settings = await inject({
      method: 'GET',
      url: '/api/facility',
      headers: { cookie: `carenest_session=${cookie.value}` },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json<FacilitySettingsResponse>().facility).toMatchObject({
      ...NEW_FACILITY.facility,
      id: created.facility.id,
      closureDays: [],
    });
  });

  it('refuses a second facility whose administrator email is taken (409), creating neither', async () => {
    const before = await suite.countRows('facilities');
    const again = await post(superAdmin, '/api/facilities', {
      ...NEW_FACILITY,
      facility: { ...NEW_FACILITY.facility, name: 'Lone Star PPEC North' },
    });
    expect(again.statusCode).toBe(409);
    expect(await suite.countRows('facilities')).toBe(before);
  });

  it('lists every facility for the super_admin', async () => {
    const response = await get(superAdmin, '/api/facilities');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ items: { name: string }[]; total: number }>();
    expect(list.total).toBe(await suite.countRows('facilities'));
    expect(list.items.map((facility) => facility.name)).toContain('Lone Star PPEC');
  });
});
