import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  todayInZone,
  type Appointment,
  type CareTask,
  type DashboardResponse,
} from '@carenest/core';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { wallTimeFromNow, zoneAtNoon } from './support/clock-zones.ts';
import { createUser, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('cancelling, rescheduling and completing appointments on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call } = suite;
  const zone = zoneAtNoon();
  let team: CareTeam;
  const today = () => todayInZone(new Date(), zone);
  const answerOf = (response: { json: <T>() => T }) =>
    response.json<{ appointment: Appointment }>().appointment;
  const url = (id: string, action: 'cancel' | 'reschedule' | 'complete') =>
    `/api/appointments/${id}/${action}`;
  const listed = async (user: TestUser, id: string) =>
    (await get(user, `/api/appointments?patientId=${team.children.lily}`))
      .json<{ items: Appointment[] }>()
      .items.find((item) => item.id === id);
  const notificationsOf = (userId: string) =>
    database.db
      .selectFrom('notifications')
      .select(['title', 'body', 'link'])
      .where('user_id', '=', userId)
      .execute();
  const auditOf = (id: string, action: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['user_id', 'old_values', 'new_values'])
      .where('resource_id', '=', id)
      .where('action', '=', action)
      .execute();
  const appointmentTasks = async (user: TestUser): Promise<CareTask[]> =>
    (await get(user, '/api/dashboard'))
      .json<DashboardResponse>()
      .careTasks.filter((task) => task.kind === 'appointment_today');

  const upcomingCount = async () =>
    (await get(team.people.parent, '/api/dashboard'))
      .json<DashboardResponse>()
      .cards.find((card) => card.key === 'upcomingAppointments')!.value ?? 0;

  /** The nurse schedules a physician visit for Lily `minutesAhead` from now; answers its id. */
  const schedule = async (minutesAhead = 120) => {
    const answer = await post(team.people.nurse, '/api/appointments', {
      patientId: team.children.lily,
      appointmentType: 'physician_visit',
      date: today(),
      time: wallTimeFromNow(zone, minutesAhead),
      location: 'Clinic room',
    });
    expect(answer.statusCode).toBe(201);
    return answerOf(answer).id;
  };
  /** A visit of Lily that began half an hour ago (scheduling refuses the past, so written directly). */
  const startedVisit = async () =>
    (
      await database.db
        .insertInto('appointments')
        .values({
          facility_id: team.home,
          patient_id: team.children.lily,
          appointment_type: 'physician_visit',
          status: 'scheduled',
          starts_at: new Date(Date.now() - 30 * 60_000),
          duration_minutes: 60,
          location: 'Clinic room',
          notes: '',
          created_by: team.people.nurse.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    team = await createCareTeam(database.db, { homeZone: zone });
  });

  it('answers 401 signed out and 404 to staff of another facility and a parent of another child', async () => {
    const id = await schedule();
    expect((await call(null, 'POST', url(id, 'cancel'), { reason: 'Ill' })).statusCode).toBe(401);
    expect((await post(team.people.otherNurse, url(id, 'cancel'), { reason: 'Ill' })).statusCode).toBe(404);
    expect((await post(team.people.otherAdmin, url(id, 'complete'))).statusCode).toBe(404);
    const stranger = await createUser(database.db, 'parent', team.home);
    expect((await post(stranger, url(id, 'cancel'), { reason: 'Not mine' })).statusCode).toBe(404);
    expect((await listed(team.people.nurse, id))?.status).toBe('scheduled');
  });

  it('refuses a missing or blank reason and a bad or far date, one field at a time, naming the field', async () => {
    const id = await schedule();
    const valid = { date: today(), time: wallTimeFromNow(zone, 240) };
    const refusals: [string, object, string, string][] = [
      [url(id, 'cancel'), {}, 'reason', MESSAGES.appointmentCancelReasonRequired],
      [url(id, 'cancel'), { reason: '   ' }, 'reason', MESSAGES.appointmentCancelReasonRequired],
      [url(id, 'reschedule'), { ...valid, date: 'next week' }, 'date', MESSAGES.appointmentDateRequired],
      [url(id, 'reschedule'), { ...valid, date: '2999-01-04' }, 'date', MESSAGES.dateOutOfRange],
      [url(id, 'reschedule'), { ...valid, time: '25:00' }, 'time', MESSAGES.appointmentTimeRequired],
      [url(id, 'reschedule'), { time: valid.time }, 'date', MESSAGES.appointmentDateRequired],
      [
        url(id, 'reschedule'),
        { ...valid, time: wallTimeFromNow(zone, -60) },
        'date',
        MESSAGES.appointmentInPast,
      ],
    ];
    for (const [target, body, field, message] of refusals) {
      const refused = await post(team.people.nurse, target, body);
      expect(refused.statusCode, `${target} ${JSON.stringify(body)}`).toBe(400);
      expect(refused.json().error.fields[field]).toBe(message);
    }
    expect((await listed(team.people.nurse, id))?.startsAt).not.toBeNull();
    expect(await auditOf(id, 'RESCHEDULE_APPOINTMENT')).toEqual([]);
  });

  it('refuses the parent rescheduling or marking done, and the driver everything, with 403', async () => {
    const id = await startedVisit();
    expect(
      (await post(team.people.parent, url(id, 'reschedule'), { date: today(), time: '23:00' })).statusCode,
    ).toBe(403);
    expect((await post(team.people.parent, url(id, 'complete'))).statusCode).toBe(403);
    for (const action of ['cancel', 'complete'] as const)
      expect((await post(team.people.driver, url(id, action), { reason: 'Van late' })).statusCode).toBe(403);
    expect((await listed(team.people.nurse, id))?.status).toBe('scheduled');
  });

  it('lets the nurse cancel with a reason: the parent reads it live and in a notification, and it leaves today’s tasks', async () => {
    const id = await schedule(60);
    const upcomingBefore = await upcomingCount();
    expect((await appointmentTasks(team.people.therapist)).map((task) => task.id)).toContain(
      `appointment:${id}`,
    );
    const cancelled = await post(team.people.nurse, url(id, 'cancel'), { reason: 'Dr. Osei is ill today' });
    expect(cancelled.statusCode).toBe(200);
    expect(answerOf(cancelled)).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'Dr. Osei is ill today', cancelledBy: { id: team.people.nurse.id } },
    });
    expect(await listed(team.people.parent, id)).toMatchObject({ status: 'cancelled' });
    expect(await notificationsOf(team.people.parent.id)).toContainEqual({
      title: 'Physician visit: cancelled',
      body: expect.stringMatching(/^Physician visit for Lily on .+ is cancelled: Dr\. Osei is ill today$/),
      link: '/my-children',
    });
    expect((await notificationsOf(team.people.colleague.id)).map((row) => row.link)).toContain(
      `/patients/${team.children.lily}`,
    );
    expect((await notificationsOf(team.people.nurse.id)).map((row) => row.title)).not.toContain(
      'Physician visit: cancelled',
    );
    const [audit] = await auditOf(id, 'CANCEL_APPOINTMENT');
    expect(audit).toMatchObject({
      user_id: team.people.nurse.id,
      new_values: { reason: 'Dr. Osei is ill today' },
    });
    const events = await database.db
      .selectFrom('live_events')
      .select('patient_ids')
      .where('kind', '=', 'patient.changed')
      .where('resource_id', '=', team.children.lily)
      .execute();
    expect(events.length).toBeGreaterThan(0);
    expect((await appointmentTasks(team.people.therapist)).map((task) => task.id)).not.toContain(
      `appointment:${id}`,
    );
    expect(await upcomingCount()).toBe(upcomingBefore - 1);
  });

  it('lets the parent cancel their child’s appointment, telling the care team, and answers 409 to any change after', async () => {
    const id = await schedule();
    const cancelled = await post(team.people.parent, url(id, 'cancel'), { reason: 'Lily has a fever' });
    expect(cancelled.statusCode).toBe(200);
    expect(await notificationsOf(team.people.nurse.id)).toContainEqual({
      title: 'Physician visit: cancelled',
      body: expect.stringMatching(/is cancelled: Lily has a fever$/),
      link: `/patients/${team.children.lily}`,
    });
    expect((await notificationsOf(team.people.admin.id)).map((row) => row.title)).toContain(
      'Physician visit: cancelled',
    );
    for (const [user, action, body] of [
      [team.people.parent, 'cancel', { reason: 'Again' }],
      [team.people.nurse, 'cancel', { reason: 'Again' }],
      [team.people.nurse, 'reschedule', { date: today(), time: wallTimeFromNow(zone, 200) }],
      [team.people.nurse, 'complete', undefined],
    ] as const) {
      const again = await post(user, url(id, action), body);
      expect(again.statusCode, action).toBe(409);
      expect(again.json().error.message).toBe(MESSAGES.appointmentClosed);
    }
    expect((await listed(team.people.nurse, id))?.cancellation?.reason).toBe('Lily has a fever');
  });

  it('lets a parent withdraw a waiting request, and two cancellations at once leave one', async () => {
    const requested = await post(team.people.parent, '/api/appointments/requests', {
      patientId: team.children.lily,
      appointmentType: 'therapy_evaluation',
      preferredDate: today(),
    });
    const id = answerOf(requested).id;
    const rescheduled = await post(team.people.nurse, url(id, 'reschedule'), {
      date: today(),
      time: '23:30',
    });
    expect(rescheduled.statusCode).toBe(409);
    expect(rescheduled.json().error.message).toBe(MESSAGES.appointmentNotScheduled);
    const both = await Promise.all([
      post(team.people.parent, url(id, 'cancel'), { reason: 'We found another day' }),
      post(team.people.nurse, url(id, 'cancel'), { reason: 'Therapist away' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(id, 'CANCEL_APPOINTMENT')).toHaveLength(1);
  });

  it('lets the care team reschedule, keeping the old time in the record and the audit, and tells the parent', async () => {
    const id = await schedule();
    const before = (await listed(team.people.nurse, id))!.startsAt!;
    const time = wallTimeFromNow(zone, 300);
    const moved = await post(team.people.therapist, url(id, 'reschedule'), { date: today(), time });
    expect(moved.statusCode).toBe(200);
    const appointment = answerOf(moved);
    expect(appointment).toMatchObject({ status: 'scheduled', previousStartsAt: before });
    expect(appointment.startsAt).not.toBe(before);
    const [audit] = await auditOf(id, 'RESCHEDULE_APPOINTMENT');
    expect(audit).toMatchObject({
      user_id: team.people.therapist.id,
      old_values: { startsAt: before },
      new_values: { startsAt: appointment.startsAt },
    });
    expect(await notificationsOf(team.people.parent.id)).toContainEqual({
      title: 'Physician visit: rescheduled',
      body: expect.stringMatching(/^Physician visit for Lily on .+ moves to .+\.$/),
      link: '/my-children',
    });
  });

  it('marks a visit done only once its time has come, once, and takes it off today’s tasks', async () => {
    const upcoming = await schedule(90);
    const early = await post(team.people.nurse, url(upcoming, 'complete'));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(MESSAGES.appointmentNotYetDue);

    const id = await startedVisit();
    expect((await appointmentTasks(team.people.nurse)).map((task) => task.id)).toContain(`appointment:${id}`);
    const done = await post(team.people.nurse, url(id, 'complete'));
    expect(done.statusCode).toBe(200);
    expect(answerOf(done)).toMatchObject({
      status: 'completed',
      completion: { completedBy: { id: team.people.nurse.id } },
    });
    expect(await listed(team.people.parent, id)).toMatchObject({ status: 'completed' });
    expect(await auditOf(id, 'COMPLETE_APPOINTMENT')).toHaveLength(1);
    expect((await appointmentTasks(team.people.nurse)).map((task) => task.id)).not.toContain(
      `appointment:${id}`,
    );
    const again = await post(team.people.admin, url(id, 'complete'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.appointmentClosed);
  });
});
