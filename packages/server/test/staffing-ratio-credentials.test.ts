import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  addCalendarDays,
  type CredentialList,
  type StaffingLog,
  type StaffingRatio,
} from '@carenest/core';
import { notifyExpiringCredentialsJob } from '../src/credentials/index.ts';
import { SYSTEM_AUDIT_CONTEXT } from '../src/jobs/system-actor.ts';
import { putOnTodaysRoute } from './support/factories.ts';
import { setUpStaffingFixture } from './support/staffing-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('the live staff-to-child ratio on %s', (kind) => {
  const { people, children, get, post, desk, database } = setUpStaffingFixture(kind);
  const ratio = async () => (await get(people.admin, '/api/staffing/ratio')).json<StaffingRatio>();
  const openRatioAlerts = () =>
    database.db
      .selectFrom('system_alerts')
      .select(['id', 'severity'])
      .where('title', '=', MESSAGES.staffingRatioNotMet)
      .where('resolved', '=', false)
      .execute();

  it('is for administrators only', async () => {
    for (const user of [people.nurse, people.therapist, people.driver, people.parent])
      expect((await get(user, '/api/staffing/ratio')).statusCode).toBe(403);
    expect((await get(people.nurse, '/api/staffing/log')).statusCode).toBe(403);
  });

  it('follows each census and staffing change at once, with a high alert while not met', async () => {
    expect(await ratio()).toMatchObject({ childrenPresent: 0, staffOnDuty: 0, required: 0, met: true });
    expect((await desk(children.lily, 'check_in')).statusCode).toBe(201);
    expect(await ratio()).toMatchObject({ childrenPresent: 1, staffOnDuty: 0, required: 1, met: false });
    const raised = await openRatioAlerts();
    expect(raised).toEqual([{ id: expect.any(String), severity: 'high' }]);

    expect(
      (await post(people.therapist, '/api/time-clock/clock-in', { credential: 'therapist' })).statusCode,
    ).toBe(201);
    const withTherapist = await ratio();
    expect(withTherapist).toMatchObject({ staffOnDuty: 0, met: false });
    expect(withTherapist.staff).toEqual([
      expect.objectContaining({ credential: 'therapist', isCounted: false }),
    ]);
    expect(await openRatioAlerts()).toHaveLength(1);

    expect((await post(people.nurse, '/api/time-clock/clock-in', { credential: 'LVN' })).statusCode).toBe(
      201,
    );
    expect(await ratio()).toMatchObject({
      staffOnDuty: 1,
      met: false,
      shortfall: expect.stringContaining('must be an RN'),
    });
    expect((await post(people.nurse, '/api/time-clock/clock-out', {})).statusCode).toBe(200);
    expect((await post(people.nurse, '/api/time-clock/clock-in', { credential: 'RN' })).statusCode).toBe(201);
    expect(await ratio()).toMatchObject({
      childrenPresent: 1,
      staffOnDuty: 1,
      required: 1,
      met: true,
      shortfall: null,
    });
    expect(await openRatioAlerts()).toEqual([]);
    const resolved = await database.db
      .selectFrom('system_alerts')
      .select('resolved')
      .where('id', '=', raised[0]!.id)
      .executeTakeFirstOrThrow();
    expect(resolved.resolved).toBe(true);
  });

  it('keeps the dated log of every census and staffing change with the ratio each left', async () => {
    const log = (await get(people.admin, '/api/staffing/log')).json<StaffingLog>();
    expect(log.lines.map((line) => [line.change, line.met])).toEqual([
      ['census', false],
      ['staffing', false],
      ['staffing', false],
      ['staffing', false],
      ['staffing', true],
    ]);
    expect(log.lines[1]!.description).toMatch(/clocked in \(therapist\)$/);
    expect(log.minutesOutOfRatio).toBeGreaterThanOrEqual(0);
    expect((await get(people.admin, '/api/staffing/log?date=tomorrow')).statusCode).toBe(400);
  });

  it('stays with the facility: another administrator sees their own facility', async () => {
    expect((await get(people.otherAdmin, '/api/staffing/ratio')).json<StaffingRatio>()).toMatchObject({
      childrenPresent: 0,
      staff: [],
    });
  });
});

describe.each(TEST_DATABASES)('staff credentials on %s', (kind) => {
  const { people, children, get, post, countRows, database } = setUpStaffingFixture(kind);
  const cpr = { type: 'cpr', issuedOn: '2025-01-10', expiresOn: addCalendarDays(today(), 20) };
  const path = () => `/api/users/${people.nurse.id}/credentials`;

  it('refuses bad input one field at a time, other roles and other facilities, writing nothing', async () => {
    for (const [field, change] of [
      ['expiresOn', { expiresOn: '2024-12-31' }],
      ['expiresOn', { expiresOn: '31/12/2030' }],
      ['issuedOn', { issuedOn: undefined }],
      ['issuedOn', { issuedOn: '1800-01-01' }],
      ['type', { type: 'jedi' }],
      ['licenseNumber', { type: 'nursing_license', issuingState: 'TX' }],
      ['issuingState', { type: 'nursing_license', licenseNumber: 'RN1', issuingState: 'Texas' }],
    ] as const) {
      const refused = await post(people.admin, path(), { ...cpr, ...change });
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().error.fields ?? {}), field).toContain(field);
    }
    expect((await post(people.nurse, path(), cpr)).statusCode).toBe(403);
    expect((await post(people.otherAdmin, path(), cpr)).statusCode).toBe(404);
    expect((await post(people.admin, `/api/users/${people.parent.id}/credentials`, cpr)).statusCode).toBe(
      403,
    );
    expect(await countRows('staff_credentials')).toBe(0);
  });

  it('records a credential with expiresOn and lists it to administrators and its holder only', async () => {
    const created = await post(people.admin, path(), cpr);
    expect(created.statusCode).toBe(201);
    expect(created.json().credential).toMatchObject({
      id: expect.any(String),
      type: 'cpr',
      expiresOn: cpr.expiresOn,
      status: 'expiring',
      verifiedBy: { id: people.admin.id },
      isVerificationDue: false,
    });
    const own = await get(people.nurse, path());
    expect(own.statusCode).toBe(200);
    expect(own.json<CredentialList>().credentials.map((credential) => credential.expiresOn)).toEqual([
      cpr.expiresOn,
    ]);
    expect((await get(people.admin, path())).json<CredentialList>().credentials).toHaveLength(1);
    expect((await get(people.colleague, path())).statusCode).toBe(403);
    expect((await get(people.otherAdmin, path())).statusCode).toBe(404);
    expect((await get(people.parent, path())).statusCode).toBe(403);
  });

  it('verifies a credential again, by an administrator, audited', async () => {
    const [credential] = (await get(people.admin, path())).json<CredentialList>().credentials;
    const verifyPath = `${path()}/${credential!.id}/verify`;
    expect((await post(people.nurse, verifyPath)).statusCode).toBe(403);
    const verified = await post(people.admin, verifyPath);
    expect(verified.statusCode).toBe(200);
    expect(Date.parse(verified.json().credential.verifiedAt)).toBeGreaterThanOrEqual(
      Date.parse(credential!.verifiedAt),
    );
    const audited = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', credential!.id)
      .execute();
    expect(audited.map((row) => row.action).sort()).toEqual(['CREATE_CREDENTIAL', 'VERIFY_CREDENTIAL']);
  });

  it('tells the holder and the administrators 30 days ahead, once', async () => {
    const context = {
      db: database.db,
      services: { clock: () => new Date() },
      log: { error: () => undefined },
      audit: SYSTEM_AUDIT_CONTEXT,
      jobId: 'test',
    } as never;
    await post(people.admin, path(), {
      type: 'tb_test',
      issuedOn: '2025-06-01',
      expiresOn: addCalendarDays(today(), 90),
    });
    await notifyExpiringCredentialsJob.handle({}, context);
    await notifyExpiringCredentialsJob.handle({}, context);
    const notices = await database.db
      .selectFrom('notifications')
      .select(['user_id', 'link'])
      .where('title', '=', MESSAGES.credentialExpiringTitle)
      .execute();
    expect(notices).toEqual(
      expect.arrayContaining([
        { user_id: people.nurse.id, link: '/profile' },
        { user_id: people.admin.id, link: `/users/${people.nurse.id}` },
      ]),
    );
    expect(notices).toHaveLength(2);
  });

  it('keeps a nurse with an expired licence from new assignments and a driver with one from starting a run', async () => {
    await post(people.admin, `/api/users/${people.colleague.id}/credentials`, {
      type: 'nursing_license',
      licenseNumber: 'RN-9',
      issuingState: 'TX',
      issuedOn: '2019-01-01',
      expiresOn: '2021-01-01',
    });
    const patient = { id: children.zoe };
    const assigned = await post(people.admin, '/api/assignments', {
      patientId: patient.id,
      staffId: people.colleague.id,
      assignmentType: 'secondary_nurse',
    });
    expect(assigned.statusCode).toBe(400);
    expect(assigned.json().error.fields).toEqual({ staffId: MESSAGES.staffNursingLicenseExpired });

    await post(people.admin, `/api/users/${people.driver.id}/credentials`, {
      type: 'drivers_license',
      licenseNumber: 'D-1',
      issuingState: 'TX',
      issuedOn: '2015-01-01',
      expiresOn: '2020-01-01',
    });
    const routeId = await putOnTodaysRoute(database.db, people.driver.id, patient.id);
    const start = await post(people.driver, `/api/transport/routes/${routeId}/status`, {
      requestId: crypto.randomUUID(),
      deviceTime: new Date().toISOString(),
      status: 'en_route_pickup',
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().error.fields).toEqual({ status: MESSAGES.driversLicenseExpired });
  });
});
