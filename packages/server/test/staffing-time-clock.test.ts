import { describe, expect, it } from 'vitest';
import { MESSAGES, type TimeClockState } from '@carenest/core';
import { TIMECARD_CSV_HEADER } from '../src/staffing/timecards.ts';
import { setUpStaffingFixture } from './support/staffing-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)('the time clock on %s', (kind) => {
  const { people, get, post, put, inject, countRows, database } = setUpStaffingFixture(kind);

  it('refuses the signed-out, parents, and a clock-in without a credential, writing nothing', async () => {
    expect(
      (await inject({ method: 'POST', url: '/api/time-clock/clock-in', payload: { credential: 'RN' } }))
        .statusCode,
    ).toBe(401);
    expect((await post(people.parent, '/api/time-clock/clock-in', { credential: 'RN' })).statusCode).toBe(
      403,
    );
    expect((await get(people.parent, '/api/time-clock')).statusCode).toBe(403);
    for (const credential of [undefined, 'surgeon', 7]) {
      const refused = await post(people.nurse, '/api/time-clock/clock-in', { credential });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('credential');
    }
    expect(await countRows('time_clock_entries')).toBe(0);
  });

  it('clocks the nurse in and out; the clock reflects each at once; twice and out-before-in are refused', async () => {
    const clockedIn = await post(people.nurse, '/api/time-clock/clock-in', { credential: 'RN' });
    expect(clockedIn.statusCode).toBe(201);
    const entryId = clockedIn.json().entry.id;
    expect(clockedIn.json().entry).toMatchObject({ credential: 'RN', clockOutAt: null, isCorrected: false });
    const state = (await get(people.nurse, '/api/time-clock')).json<TimeClockState>();
    expect(state).toMatchObject({ isClockedIn: true, current: { id: entryId }, suggestedCredential: 'RN' });

    const twice = await post(people.nurse, '/api/time-clock/clock-in', { credential: 'LVN' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ credential: MESSAGES.alreadyClockedIn });
    const longBreak = await post(people.nurse, '/api/time-clock/clock-out', { breakMinutes: 30 });
    expect(longBreak.statusCode).toBe(400);
    expect(longBreak.json().error.fields).toEqual({ breakMinutes: MESSAGES.breakLongerThanShift });

    const out = await post(people.nurse, '/api/time-clock/clock-out');
    expect(out.statusCode).toBe(200);
    expect(out.json().entry.id).toBe(entryId);
    expect((await get(people.nurse, '/api/time-clock')).json<TimeClockState>()).toMatchObject({
      isClockedIn: false,
      current: null,
      today: [{ id: entryId }],
    });
    const outAgain = await post(people.nurse, '/api/time-clock/clock-out', {});
    expect(outAgain.statusCode).toBe(409);
    expect(outAgain.json().error.fields).toEqual({ timeClock: MESSAGES.notClockedIn });
    expect(await countRows('time_clock_entries')).toBe(1);
    const audited = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', entryId)
      .orderBy('sequence')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['CLOCK_IN', 'CLOCK_OUT']);
  });

  it('two clock-ins at once open one shift', async () => {
    const answers = await Promise.all([
      post(people.therapist, '/api/time-clock/clock-in', { credential: 'therapist' }),
      post(people.therapist, '/api/time-clock/clock-in', { credential: 'therapist' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await post(people.therapist, '/api/time-clock/clock-out', {})).statusCode).toBe(200);
  });

  it('lets an administrator correct a shift with a reason, keeping the original; refuses bad corrections', async () => {
    const entryId = (await post(people.driver, '/api/time-clock/clock-in', { credential: 'driver' })).json()
      .entry.id;
    const path = `/api/time-clock/entries/${entryId}`;
    const valid = {
      clockInAt: minutesAgo(240),
      clockOutAt: minutesAgo(10),
      credential: 'driver',
      breakMinutes: 30,
      reason: 'Forgot to clock in at 8',
    };
    const before = await countRows('time_clock_corrections');
    for (const [field, change] of [
      ['reason', { reason: '  ' }],
      ['reason', { reason: undefined }],
      ['clockOutAt', { clockOutAt: minutesAgo(300) }],
      ['clockOutAt', { clockOutAt: new Date(Date.now() + 3_600_000).toISOString() }],
      ['breakMinutes', { breakMinutes: 240 }],
      ['breakMinutes', { breakMinutes: -1 }],
      ['credential', { credential: 'pilot' }],
      ['clockInAt', { clockInAt: 'yesterday' }],
    ] as const) {
      const refused = await put(people.admin, path, { ...valid, ...change });
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().error.fields ?? {}), field).toContain(field);
    }
    expect((await put(people.nurse, path, valid)).statusCode).toBe(403);
    expect((await put(people.otherAdmin, path, valid)).statusCode).toBe(404);
    expect(await countRows('time_clock_corrections')).toBe(before);

    const corrected = await put(people.admin, path, valid);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().entry).toMatchObject({
      id: entryId,
      isCorrected: true,
      breakMinutes: 30,
      clockInAt: valid.clockInAt,
    });
    const kept = await database.db
      .selectFrom('time_clock_corrections')
      .selectAll()
      .where('entry_id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      previous_clock_out_at: null,
      previous_credential: 'driver',
      reason: valid.reason,
      corrected_by: people.admin.id,
    });
    expect((await get(people.driver, '/api/time-clock')).json<TimeClockState>().isClockedIn).toBe(false);
  });

  it('exports the timecards as CSV for payroll: a header, one row per shift, corrections marked', async () => {
    const range = `from=${today()}&to=${today()}`;
    expect((await get(people.nurse, `/api/staffing/timecards.csv?${range}`)).statusCode).toBe(403);
    const reversed = await get(people.admin, `/api/staffing/timecards.csv?from=${today()}&to=2020-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toHaveProperty('to');
    expect(
      (await get(people.admin, `/api/staffing/timecards.csv?from=someday&to=${today()}`)).statusCode,
    ).toBe(400);

    const csv = await get(
      people.admin,
      `/api/staffing/timecards.csv?from=2026-01-01&to=${today()}`.replace('2026-01-01', monthAgo()),
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`timecards-${monthAgo()}-to-`);
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(TIMECARD_CSV_HEADER.join(','));
    expect(rows).toHaveLength(1 + 3);
    expect(rows.slice(1).filter((row) => row.split(',')[7] === 'Yes')).toHaveLength(1);
    expect(rows.some((row) => row.includes(',RN,'))).toBe(true);
    const json = await get(people.admin, `/api/staffing/timecards?${range}`);
    expect(
      json.json().shifts.every((shift: { minutesWorked: number | null }) => shift.minutesWorked !== null),
    ).toBe(true);
  });

  it('keeps a nurse with an expired nursing licence from clocking in as a nurse, not from other work', async () => {
    const licence = await post(people.admin, `/api/users/${people.colleague.id}/credentials`, {
      type: 'nursing_license',
      licenseNumber: 'RN-1234',
      issuingState: 'TX',
      issuedOn: '2020-01-01',
      expiresOn: '2022-01-01',
    });
    expect(licence.statusCode).toBe(201);
    for (const credential of ['RN', 'LVN']) {
      const refused = await post(people.colleague, '/api/time-clock/clock-in', { credential });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ credential: MESSAGES.nursingLicenseExpired });
    }
    expect(
      (await post(people.colleague, '/api/time-clock/clock-in', { credential: 'direct_care' })).statusCode,
    ).toBe(201);
    expect((await post(people.colleague, '/api/time-clock/clock-out', {})).statusCode).toBe(200);
  });
});
