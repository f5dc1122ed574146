import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  type TestUser,
} from './support/factories.ts';
import { cursorOf } from './support/page-cursor.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('the patient list at scale on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let home: string;
  let other: string;
  let admin: TestUser;
  let superAdmin: TestUser;
  let nurse: TestUser;
  const homeChildren: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database.db);
    home = await createFacility(database.db);
    other = await createFacility(database.db);
    admin = await createUser(database.db, 'administrator', home);
    superAdmin = await createUser(database.db, 'super_admin', home);
    nurse = await createUser(database.db, 'nurse', home);
    // Two children share a name, so the id decides their order (and a cursor between them must).
    const names = [
      ['Ava', 'Baker'],
      ['Ava', 'Baker'],
      ['Ben', 'Baker'],
      ['Cleo', 'Adams'],
      ['Dan', 'Young'],
      ['Eve', 'Moss'],
      ['Finn', 'Cole'],
    ];
    for (const [index, [firstName, lastName]] of names.entries()) {
      homeChildren.push(
        await createPatient(database.db, home, {
          firstName,
          lastName,
          isActive: index !== 4,
          allergies:
            index % 3 === 0 ? [{ allergen: 'Latex', reaction: 'Hives', severity: 'mild', notes: null }] : [],
        }),
      );
    }
    await createPatient(database.db, other, { firstName: 'Gus', lastName: 'Hale' });
    await assignStaff(database.db, homeChildren[0]!, nurse, admin.id);
    await assignStaff(database.db, homeChildren[4]!, nurse, admin.id);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = async (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie: await signInAs(app, user) } });

  /** The footer counts of a facility counted from the patients themselves. */
  const countedDirectly = async (facilityId: string) => {
    const { rows } = await sql<{ totalCount: number; activeCount: number; withAllergiesCount: number }>`
      SELECT count(*)::int AS "totalCount", (count(*) FILTER (WHERE is_active))::int AS "activeCount",
             (count(*) FILTER (WHERE id IN (SELECT patient_id FROM patient_allergies)))::int AS "withAllergiesCount"
      FROM patients WHERE facility_id = ${facilityId}`.execute(database.db);
    return rows[0]!;
  };
  const listedCounts = async (user: TestUser, query = '') => {
    const { totalCount, activeCount, withAllergiesCount } = (await get(user, `/api/patients${query}`)).json();
    return { totalCount, activeCount, withAllergiesCount };
  };

  it('reads the next page after the previous page’s last row: the same pages as by offset, then no cursor', async () => {
    const byOffset: string[][] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = (await get(admin, `/api/patients?pageSize=3&page=${page}`)).json();
      byOffset.push(answer.items.map((item: { id: string }) => item.id));
    }
    const byCursor: string[][] = [];
    let after: string | null = null;
    for (let page = 1; page <= 3; page += 1) {
      const query: string = after ? `&after=${after}` : '';
      const answer = (await get(admin, `/api/patients?pageSize=3&page=${page}${query}`)).json();
      expect(answer.page).toBe(page);
      byCursor.push(answer.items.map((item: { id: string }) => item.id));
      after = answer.nextCursor;
    }
    expect(byCursor).toEqual(byOffset);
    expect(byCursor.flat()).toHaveLength(7);
    expect(after).toBeNull();
  });

  it('keyset pages follow the search and filter as offset pages do', async () => {
    const first = (await get(admin, '/api/patients?pageSize=2&filter=active&search=baker')).json();
    expect(first.total).toBe(3);
    const second = (
      await get(admin, `/api/patients?pageSize=2&page=2&filter=active&search=baker&after=${first.nextCursor}`)
    ).json();
    expect(second.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Ben']);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps the footer counts equal to a count of the patients through every kind of change', async () => {
    expect(await listedCounts(admin)).toEqual(await countedDirectly(home));
    const [first, second] = homeChildren;
    const changes = [
      sql`INSERT INTO patient_allergies (patient_id, allergen, reaction, severity)
          VALUES (${second}, 'Peanut', 'Swelling', 'severe'), (${second}, 'Egg', 'Rash', 'mild')`,
      sql`DELETE FROM patient_allergies WHERE patient_id = ${first}`,
      sql`UPDATE patients SET is_active = false WHERE id = ${second}`,
      sql`UPDATE patients SET facility_id = ${other} WHERE id = ${homeChildren[6]}`,
      sql`UPDATE patients SET facility_id = ${home} WHERE id = ${homeChildren[6]}`,
    ];
    for (const change of changes) {
      await change.execute(database.db);
      expect(await listedCounts(admin)).toEqual(await countedDirectly(home));
    }
    const filtered = (await get(admin, '/api/patients?filter=inactive')).json();
    expect(filtered.total).toBe(filtered.totalCount - filtered.activeCount);
  });

  it('counts two facilities’ patients inserted at the same time, each transaction holding its facility’s count', async () => {
    const before = await countedDirectly(home);
    await Promise.all(
      [0, 1, 2, 3].map((index) => createPatient(database.db, index % 2 ? other : home, { lastName: 'Race' })),
    );
    expect(await listedCounts(admin)).toEqual(await countedDirectly(home));
    expect((await countedDirectly(home)).totalCount).toBe(before.totalCount + 2);
  });

  it('gives super_admin the sum over every facility and a nurse the count of her own patients', async () => {
    const [homeCounts, otherCounts] = [await countedDirectly(home), await countedDirectly(other)];
    expect((await listedCounts(superAdmin)).totalCount).toBe(homeCounts.totalCount + otherCounts.totalCount);
    expect(await listedCounts(nurse)).toMatchObject({ totalCount: 2, activeCount: 1 });
  });

  it.each([
    ['text that is not a cursor', 'not-a-cursor!'],
    ['a cursor of another shape', cursorOf({ lastName: 'Baker' })],
    ['a cursor of two values', cursorOf(['Baker', 'Ava'])],
    ['a cursor whose id is not a UUID', cursorOf(['Baker', 'Ava', 'patient-1'])],
    [
      'a cursor with a NUL byte in a name',
      cursorOf(['Bak\u0000er', 'Ava', '00000000-0000-4000-8000-000000000000']),
    ],
    ['a cursor of numbers', cursorOf([1, 2, 3])],
    ['a cursor too long to be ours', 'A'.repeat(1001)],
  ])('answers 400 in our words, changing nothing, for %s', async (_name, after) => {
    const response = await get(admin, `/api/patients?page=2&pageSize=3&after=${after}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: MESSAGES.pageCursorInvalid,
      fields: { after: MESSAGES.pageCursorInvalid },
    });
  });
});
