import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_CODES, MESSAGES, type FamilyAccessResponse, type IssuedFamilyCode } from '@carenest/core';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { createUser, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('linking a child with a family code on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call } = suite;
  let team: CareTeam;
  let newParent: TestUser;
  const issue = async (patientId: string, administrator = team.people.admin) =>
    (await post(administrator, `/api/patients/${patientId}/family-codes`)).json<IssuedFamilyCode>();
  const zoe = (familyCode: string, change: object = {}) => ({
    childName: 'Zoe Park',
    dateOfBirth: '2018-05-04',
    familyCode,
    ...change,
  });
  const failures = async (user: TestUser) =>
    (
      await database.db
        .selectFrom('audit_log')
        .select(['error_message'])
        .where('user_id', '=', user.id)
        .where('action', '=', 'LINK_CHILD')
        .where('success', '=', false)
        .execute()
    ).map((row) => row.error_message);
  const isLinked = async (user: TestUser, patientId: string) =>
    (await database.db
      .selectFrom('patient_parents')
      .select('parent_id')
      .where('parent_id', '=', user.id)
      .where('patient_id', '=', patientId)
      .executeTakeFirst()) !== undefined;

  beforeAll(async () => {
    team = await createCareTeam(database.db);
    newParent = await createUser(database.db, 'parent', team.home);
  });

  it('issues a one-time code (stored only as its hash) and links the parent who types it with the child', async () => {
    const issued = await issue(team.children.zoe);
    expect(issued.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const stored = await database.db
      .selectFrom('family_codes')
      .selectAll()
      .where('id', '=', issued.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(issued.code.replace('-', ''));

    expect((await get(newParent, `/api/patients/${team.children.zoe}`)).statusCode).toBe(404);
    const typed = issued.code.toLowerCase().replace('-', ' ');
    const linked = await post(newParent, '/api/my-children/link', zoe(typed, { childName: '  zoe   PARK ' }));
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ child: { id: team.children.zoe, name: 'Zoe Park' } });
    expect((await get(newParent, `/api/patients/${team.children.zoe}`)).statusCode).toBe(200);

    const access = (
      await get(team.people.admin, `/api/patients/${team.children.zoe}/family-access`)
    ).json<FamilyAccessResponse>();
    expect(access.parents.map((parent) => parent.id)).toEqual([newParent.id]);
    expect(access.codes[0]).toMatchObject({ id: issued.id, status: 'used', usedBy: { id: newParent.id } });

    const reused = await post(team.people.parent, '/api/my-children/link', zoe(issued.code));
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toBe(MESSAGES.childNotFoundForLink);
  });

  it('gives the same not-found answer for every mismatch, audits each failure with its message, and links nobody', async () => {
    const issued = await issue(team.children.zoe);
    const otherFacility = await issue(team.children.omar, team.people.otherAdmin);
    const revoked = await issue(team.children.zoe);
    expect((await post(team.people.admin, `/api/family-codes/${revoked.id}/revoke`)).statusCode).toBe(200);
    const expired = await issue(team.children.zoe);
    await database.db
      .updateTable('family_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const attempts = [
      zoe(issued.code, { childName: 'Zoe Parker' }),
      zoe(issued.code, { dateOfBirth: '2018-05-05' }),
      zoe('ZZZZ-ZZZZ'),
      zoe(revoked.code),
      zoe(expired.code),
    ];
    const parent = await createUser(database.db, 'parent', team.home);
    for (const attempt of attempts) {
      const response = await post(parent, '/api/my-children/link', attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.childNotFoundForLink);
    }
    expect(await failures(parent)).toEqual(attempts.map(() => MESSAGES.childNotFoundForLink));
    expect(await isLinked(parent, team.children.zoe)).toBe(false);

    // Omar is in another facility: his code does not link a parent of this one, even with his name right.
    const stranger = await createUser(database.db, 'parent', team.home);
    const crossing = await post(stranger, '/api/my-children/link', {
      childName: 'Omar Haddad',
      dateOfBirth: '2018-05-04',
      familyCode: otherFacility.code,
    });
    expect(crossing.statusCode, crossing.body).toBe(404);
    expect(await isLinked(stranger, team.children.omar)).toBe(false);
  });

  it('refuses further attempts after too many failures, still linking nobody', async () => {
    const guesser = await createUser(database.db, 'parent', team.home);
    const issued = await issue(team.children.zoe);
    for (let attempt = 0; attempt < FAMILY_CODES.failedAttemptsAllowed; attempt += 1)
      expect((await post(guesser, '/api/my-children/link', zoe(`AAAA-AAA${attempt + 2}`))).statusCode).toBe(
        404,
      );
    const limited = await post(guesser, '/api/my-children/link', zoe(issued.code));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(MESSAGES.tooManyRequests);
    expect(await isLinked(guesser, team.children.zoe)).toBe(false);
  });

  it('checks the form with the spec’s sentences and lets only parents link', async () => {
    const cases: [object, string][] = [
      [{ childName: '' }, MESSAGES.fillInAllFields],
      [{ familyCode: '  ' }, MESSAGES.fillInAllFields],
      [{ dateOfBirth: '' }, MESSAGES.fillInAllFields],
      [{ childName: 'Zo' }, MESSAGES.childNameTooShort],
      [{ dateOfBirth: '1990-01-01' }, MESSAGES.childAgeOutOfRange],
      [{ dateOfBirth: '2099-01-01' }, MESSAGES.childAgeOutOfRange],
    ];
    for (const [change, message] of cases) {
      const response = await post(team.people.parent, '/api/my-children/link', zoe('ABCD-2345', change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const issued = await issue(team.children.zoe);
    const nurse = await post(team.people.nurse, '/api/my-children/link', zoe(issued.code));
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json().error.message).toBe(MESSAGES.onlyParentsCanLink);
    expect(await failures(team.people.nurse)).toEqual([MESSAGES.onlyParentsCanLink]);
  });

  it('lets administrators revoke a code once and unlink a parent, audited; others may not', async () => {
    const issued = await issue(team.children.zoe);
    const url = `/api/family-codes/${issued.id}/revoke`;
    expect((await post(team.people.nurse, url)).statusCode).toBe(403);
    expect((await post(team.people.otherAdmin, url)).statusCode).toBe(404);
    expect((await post(team.people.admin, url)).statusCode).toBe(200);
    const again = await post(team.people.admin, url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.familyCodeNotActive);

    const unlink = `/api/patients/${team.children.zoe}/parents/${newParent.id}`;
    expect((await call(team.people.otherAdmin, 'DELETE', unlink)).statusCode).toBe(404);
    const unlinked = await call(team.people.admin, 'DELETE', unlink);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json<FamilyAccessResponse>().parents).toEqual([]);
    expect((await get(newParent, `/api/patients/${team.children.zoe}`)).statusCode).toBe(404);
    expect((await call(team.people.admin, 'DELETE', unlink)).statusCode).toBe(404);
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', team.children.zoe)
      .where('action', 'in', ['ISSUE_FAMILY_CODE', 'REVOKE_FAMILY_CODE', 'UNLINK_PARENT', 'LINK_CHILD'])
      .execute();
    expect(new Set(audit.map((row) => row.action))).toEqual(
      new Set(['ISSUE_FAMILY_CODE', 'REVOKE_FAMILY_CODE', 'UNLINK_PARENT', 'LINK_CHILD']),
    );
  });
});
