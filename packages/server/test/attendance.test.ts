import { describe, expect, it } from 'vitest';
import { MESSAGES, ROUTE_SIGNATURE_CANVAS, type AttendanceLogResponse } from '@carenest/core';
import { sampleSignatureDataUrl } from '../src/hipaa/index.ts';
import { setUpVitalSignsFixture } from './support/vital-signs-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const SIGNATURE = sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS);

describe.each(TEST_DATABASES)('the front desk and the daily log on %s', (kind) => {
  const { people, children, get, post, countRows } = setUpVitalSignsFixture(kind);
  const desk = (user: (typeof people)['nurse'], fields: object) =>
    post(user, '/api/attendance', {
      patientId: children.lily,
      kind: 'check_in',
      adultName: 'Mai Nguyen',
      signature: SIGNATURE,
      ...fields,
    });

  it('checks a child in with the adult’s signature, once, then out; each audited', async () => {
    const checkedIn = await desk(people.nurse, {});
    expect(checkedIn.statusCode).toBe(201);
    const line = checkedIn
      .json<AttendanceLogResponse>()
      .lines.find((item) => item.patientId === children.lily)!;
    expect(line).toMatchObject({
      isPresent: true,
      takenFrom: 'Mai Nguyen',
      checkIn: { source: 'front_desk', adultName: 'Mai Nguyen' },
      checkOut: null,
    });
    const twice = await desk(people.admin, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(MESSAGES.alreadyCheckedIn);
    const out = await desk(people.admin, { kind: 'check_out', adultName: 'Bao Nguyen' });
    const after = out.json<AttendanceLogResponse>().lines.find((item) => item.patientId === children.lily)!;
    expect(after).toMatchObject({ isPresent: false, checkOut: { adultName: 'Bao Nguyen' } });
    expect((await desk(people.admin, { kind: 'check_out' })).json().error.message).toBe(
      MESSAGES.notCheckedIn,
    );
  });

  it('refuses a blank or tiny signature, a blank name, other facilities and roles without the desk', async () => {
    const before = await countRows('attendance_events');
    const tiny = await desk(people.nurse, { signature: sampleSignatureDataUrl({ width: 40, height: 20 }) });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().error.message).toBe(MESSAGES.guardianNameAndSignatureRequired);
    expect((await desk(people.nurse, { adultName: '  ' })).statusCode).toBe(400);
    expect((await desk(people.otherAdmin, {})).statusCode).toBe(404);
    expect((await desk(people.otherNurse, { patientId: children.omar })).statusCode).toBe(201);
    expect((await desk(people.therapist, {})).statusCode).toBe(403);
    expect((await desk(people.driver, {})).statusCode).toBe(403);
    expect((await desk(people.parent, {})).statusCode).toBe(403);
    expect(await countRows('attendance_events')).toBe(before + 1);
    const log = (await get(people.otherNurse, '/api/attendance')).json<AttendanceLogResponse>();
    expect(log.lines.map((line) => line.patientId)).toEqual([children.omar]);
  });
});
