import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_CODES, MESSAGES, SUBMISSION_LIMITS } from '@carenest/core';
import { appendAudit } from '../src/audit/append-audit.ts';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { zoneAtNoon } from './support/clock-zones.ts';
import { createUser, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/**
 * Repeated submissions, as a probe sent them (ARCHITECTURE.md, "Parent portal"): one morning handoff per child
 * and day, limits on handoffs, appointment requests and messages, family-code guessing limited per account and
 * per address under a lock (truly concurrent attempts on PostgreSQL), and registrations per address per hour.
 */
describe.each(TEST_DATABASES)('repeated submissions on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, post, inject, cookieOf } = suite;
  let team: CareTeam;
  const handoff = (seizureCount: number) => ({
    sleepQuality: 'fair',
    seizureCount,
    notes: `night ${seizureCount}`,
  });
  const linkAttempt = async (parent: TestUser, remoteAddress: string) =>
    (
      await inject({
        method: 'POST',
        url: '/api/my-children/link',
        remoteAddress,
        headers: { cookie: await cookieOf(parent) },
        payload: { childName: 'Nobody Here', dateOfBirth: '2019-04-12', familyCode: 'ABCD-2345' },
      })
    ).statusCode;
  const countStatuses = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  beforeAll(async () => {
    team = await createCareTeam(database.db, { homeZone: zoneAtNoon() });
  });

  it('keeps one morning handoff per child and day: a second edits the first and notifies nobody again', async () => {
    const url = `/api/patients/${team.children.lily}/morning-handoff`;
    expect((await post(team.people.parent, url, handoff(0))).statusCode).toBe(201);
    const second = await post(team.people.parent, url, handoff(2));
    expect(second.statusCode).toBe(201);
    expect(second.json().handoff).toMatchObject({ seizureCount: 2, notes: 'night 2' });
    const rows = await database.db
      .selectFrom('morning_handoffs')
      .select(['seizure_count', 'updated_at'])
      .where('patient_id', '=', team.children.lily)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.seizure_count).toBe(2);
    expect(rows[0]!.updated_at).not.toBeNull();
    const notices = await database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', team.people.nurse.id)
      .where('title', 'like', 'Morning handoff:%')
      .execute();
    expect(notices).toHaveLength(1);
    await expect(
      database.db
        .insertInto('morning_handoffs')
        .values({
          facility_id: team.home,
          patient_id: team.children.lily,
          service_date: (
            await database.db.selectFrom('morning_handoffs').select('service_date').executeTakeFirstOrThrow()
          ).service_date,
          submitted_by: team.people.parent.id,
          submitted_at: new Date(),
          sleep_quality: 'good',
          sleep_hours: null,
          seizure_count: 0,
          seizure_notes: '',
          last_feed_at: null,
          feed_notes: '',
          notes: '',
        })
        .execute(),
    ).rejects.toThrow();
  });

  it(`answers the handoff after ${SUBMISSION_LIMITS.morningHandoffsPerHour} in an hour with 429 and the limit's sentence`, async () => {
    const url = `/api/patients/${team.children.lily}/morning-handoff`;
    const statuses: number[] = [];
    for (let index = 0; index < SUBMISSION_LIMITS.morningHandoffsPerHour; index += 1)
      statuses.push((await post(team.people.parent, url, handoff(0))).statusCode);
    const refused = await post(team.people.parent, url, handoff(0));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.tooManySubmissions);
    expect(statuses.filter((status) => status === 201).length).toBe(
      SUBMISSION_LIMITS.morningHandoffsPerHour - 2,
    );
  });

  it('limits appointment requests and messages per hour with 429', async () => {
    const parent = await createUser(database.db, 'parent', null);
    await database.db
      .insertInto('patient_parents')
      .values({ patient_id: team.children.lily, parent_id: parent.id, linked_at: new Date() })
      .execute();
    const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const request = () =>
      post(parent, '/api/appointments/requests', {
        patientId: team.children.lily,
        appointmentType: 'physician_visit',
        preferredDate: day,
      });
    for (let index = 0; index < SUBMISSION_LIMITS.appointmentRequestsPerHour; index += 1)
      expect((await request()).statusCode).toBe(201);
    expect((await request()).statusCode).toBe(429);
    const thread = (await post(parent, '/api/message-threads', { patientId: team.children.lily })).json<{
      id: string;
    }>().id;
    const send = () => post(parent, `/api/message-threads/${thread}/messages`, { body: 'Is she eating?' });
    for (let index = 0; index < SUBMISSION_LIMITS.messagesPerHour; index += 1)
      expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.tooManySubmissions);
  });

  it('counts family-code failures under a lock: of concurrent guesses, exactly the allowed number are tried', async () => {
    const parent = await createUser(database.db, 'parent', null);
    const statuses = await Promise.all(
      Array.from({ length: FAMILY_CODES.failedAttemptsAllowed * 3 }, () => linkAttempt(parent, '10.1.1.1')),
    );
    expect(countStatuses(statuses)).toEqual({
      404: FAMILY_CODES.failedAttemptsAllowed,
      429: FAMILY_CODES.failedAttemptsAllowed * 2,
    });
  });

  it('limits family-code failures per address too, whatever the account', async () => {
    const address = '10.2.2.2';
    const perParent = FAMILY_CODES.failedAttemptsAllowed - 1;
    const parents = Math.ceil(FAMILY_CODES.failedAttemptsPerAddress / perParent);
    const statuses: number[] = [];
    for (let index = 0; index < parents; index += 1) {
      const parent = await createUser(database.db, 'parent', null);
      for (let attempt = 0; attempt < perParent; attempt += 1)
        statuses.push(await linkAttempt(parent, address));
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(FAMILY_CODES.failedAttemptsPerAddress);
    expect(statuses.at(-1)).toBe(429);
    const fresh = await createUser(database.db, 'parent', null);
    expect(await linkAttempt(fresh, address)).toBe(429);
    expect(await linkAttempt(fresh, '10.2.2.3')).toBe(404);
  });

  it(`refuses the registration past ${SUBMISSION_LIMITS.registrationsPerAddressPerHour} from one address within the hour`, async () => {
    const address = '10.3.3.3';
    const register = (index: number) =>
      inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: address,
        payload: {
          email: `parent-${kind}-${index}@example.org`,
          firstName: 'Pat',
          lastName: 'Parent',
          role: 'parent',
          password: 'A-long-passphrase-42!',
          confirmPassword: 'A-long-passphrase-42!',
        },
      });
    const first = await register(0);
    expect(first.statusCode, first.body).toBe(201);
    await database.db.transaction().execute(async (trx) => {
      for (let index = 1; index < SUBMISSION_LIMITS.registrationsPerAddressPerHour; index += 1)
        await appendAudit(
          trx,
          { userId: null, userRole: null, sessionId: null, ipAddress: address, userAgent: null },
          { action: 'REGISTER', resourceType: 'USER' },
        );
    });
    const refused = await register(1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.tooManySubmissions);
  });
});
