import { describe, expect, it } from 'vitest';
import { ROUTE_SIGNATURE_CANVAS, type DailyReport, type MyChildrenResponse } from '@carenest/core';
import { sampleSignatureDataUrl } from '../src/hipaa/index.ts';
import { createUser } from './support/factories.ts';
import { TEST_DATABASES } from './support/test-database.ts';
import { setUpVitalSignsFixture } from './support/vital-signs-fixture.ts';

const SIGNATURE = sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS);

describe.each(TEST_DATABASES)('My Children on %s', (kind) => {
  const { people, children, database, get, post, record } = setUpVitalSignsFixture(kind);
  const myChildren = async () => (await get(people.parent, '/api/my-children')).json<MyChildrenResponse>();
  const desk = (kindOfEntry: 'check_in' | 'check_out') =>
    post(people.nurse, '/api/attendance', {
      patientId: children.lily,
      kind: kindOfEntry,
      adultName: 'Mai Nguyen',
      signature: SIGNATURE,
    });

  it('shows the parent only their own child, at home before anything happens today', async () => {
    const answer = await myChildren();
    expect(answer.children).toEqual([
      expect.objectContaining({ id: children.lily, firstName: 'Lily', status: 'at_home', statusSince: null }),
    ]);
    expect(answer.activities).toEqual([]);
  });

  it('follows the day: checked in, a reading that needs attention, checked out and home again', async () => {
    expect((await desk('check_in')).statusCode).toBe(201);
    let answer = await myChildren();
    expect(answer.children[0]).toMatchObject({ status: 'checked_in' });
    expect(answer.children[0]!.statusSince).not.toBeNull();
    expect(answer.activities[0]).toMatchObject({ kind: 'checked_in', detail: 'At the front desk' });

    expect(
      (await record(people.nurse, { patientId: children.lily, temperature: 103.2, heartRate: 130 }))
        .statusCode,
    ).toBe(201);
    answer = await myChildren();
    expect(answer.activities[0]).toMatchObject({
      kind: 'vital_signs',
      needsAttention: true,
      childName: 'Lily Nguyen',
    });
    expect(answer.activities[0]!.detail).toContain('Temp 103.2 °F');

    expect((await desk('check_out')).statusCode).toBe(201);
    answer = await myChildren();
    expect(answer.children[0]).toMatchObject({ status: 'at_home' });
    expect(answer.children[0]!.statusSince).not.toBeNull();
    expect(answer.activities.map((activity) => activity.kind)).toEqual([
      'checked_out',
      'vital_signs',
      'checked_in',
    ]);
  });

  it('tells the parent the daily report is ready at check-out, and shows it to them and the nurse only', async () => {
    const notes = await database.db
      .selectFrom('notifications')
      .select(['user_id', 'link'])
      .where('title', '=', "Lily's daily report")
      .execute();
    expect(notes.map((note) => note.user_id)).toEqual([people.parent.id]);
    const date = /\/daily-report\/(\d{4}-\d{2}-\d{2})$/.exec(notes[0]!.link!)![1];
    const url = `/api/my-children/${children.lily}/daily-report?date=${date}`;
    const report = (await get(people.parent, url)).json<DailyReport>();
    expect(report).toMatchObject({
      child: { id: children.lily, name: 'Lily Nguyen' },
      arrival: { source: 'front_desk', adultName: 'Mai Nguyen' },
      departure: { source: 'front_desk', adultName: 'Mai Nguyen' },
    });
    expect(report.vitalSigns).toEqual([expect.objectContaining({ needsAttention: true })]);
    expect((await get(people.nurse, url)).statusCode).toBe(200);
    const stranger = await createUser(database.db, 'parent', null);
    expect((await get(stranger, url)).statusCode).toBe(404);
  });

  it('shows another parent and the staff no children of theirs', async () => {
    const stranger = await createUser(database.db, 'parent', null);
    expect((await get(stranger, '/api/my-children')).json<MyChildrenResponse>()).toEqual({
      children: [],
      activities: [],
    });
    expect((await get(people.nurse, '/api/my-children')).json<MyChildrenResponse>().children).toEqual([]);
    expect((await get(people.driver, '/api/my-children')).json<MyChildrenResponse>().children).toEqual([]);
  });
});
