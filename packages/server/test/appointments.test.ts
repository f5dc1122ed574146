import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, todayInZone, type Appointment, type DashboardResponse } from '@carenest/core';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { wallTimeFromNow, zoneAtNoon } from './support/clock-zones.ts';
import { createUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('appointments on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post } = suite;
  const zone = zoneAtNoon();
  let team: CareTeam;
  let requestId = '';
  const today = () => todayInZone(new Date(), zone);
  const list = async (user: Parameters<typeof get>[0]) =>
    (await get(user, '/api/appointments')).json<{ items: Appointment[] }>().items;
  const notificationTitles = async (userId: string) =>
    (
      await database.db.selectFrom('notifications').select('title').where('user_id', '=', userId).execute()
    ).map((row) => row.title);

  beforeAll(async () => {
    team = await createCareTeam(database.db, { homeZone: zone });
  });

  it('lets staff schedule an appointment the parent sees and is told of; not in the past, not by a parent', async () => {
    const body = {
      patientId: team.children.lily,
      appointmentType: 'care_conference',
      date: today(),
      time: wallTimeFromNow(zone, 120),
      location: 'Family room',
    };
    const scheduled = await post(team.people.nurse, '/api/appointments', body);
    expect(scheduled.statusCode).toBe(201);
    expect(scheduled.json<{ appointment: Appointment }>().appointment).toMatchObject({
      status: 'scheduled',
      durationMinutes: 60,
      location: 'Family room',
    });
    expect((await list(team.people.parent)).map((item) => item.appointmentType)).toEqual(['care_conference']);
    expect(await notificationTitles(team.people.parent.id)).toContain('Care conference: Lily');
    const dashboard = (await get(team.people.parent, '/api/dashboard')).json<DashboardResponse>();
    expect(dashboard.cards.find((card) => card.key === 'upcomingAppointments')!.value).toBe(1);

    const past = await post(team.people.nurse, '/api/appointments', {
      ...body,
      time: wallTimeFromNow(zone, -60),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(MESSAGES.appointmentInPast);
    expect((await post(team.people.parent, '/api/appointments', body)).statusCode).toBe(403);
    expect((await post(team.people.otherNurse, '/api/appointments', body)).statusCode).toBe(404);
  });

  it('takes a parent’s request to the care team, who accept it once at a time', async () => {
    const requested = await post(team.people.parent, '/api/appointments/requests', {
      patientId: team.children.lily,
      appointmentType: 'therapy_evaluation',
      preferredDate: today(),
      notes: 'Her walker needs adjusting',
    });
    expect(requested.statusCode).toBe(201);
    requestId = requested.json<{ appointment: Appointment }>().appointment.id;
    expect((await list(team.people.nurse))[0]).toMatchObject({ id: requestId, status: 'requested' });
    expect(await notificationTitles(team.people.nurse.id)).toContain('Appointment request: Lily Nguyen');

    const url = `/api/appointments/${requestId}/answer`;
    expect((await post(team.people.parent, url, { decision: 'decline', message: 'No' })).statusCode).toBe(
      403,
    );
    const noReason = await post(team.people.nurse, url, { decision: 'decline', message: ' ' });
    expect(noReason.json().error.message).toBe(MESSAGES.appointmentDeclineReasonRequired);
    const accepted = await post(team.people.nurse, url, {
      decision: 'accept',
      date: today(),
      time: wallTimeFromNow(zone, 180),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ appointment: Appointment }>().appointment.status).toBe('scheduled');
    expect(await notificationTitles(team.people.parent.id)).toContain('Therapy evaluation: scheduled');
    const again = await post(team.people.nurse, url, { decision: 'decline', message: 'Changed our mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.appointmentNotRequested);
  });

  it('shows another parent nothing and refuses their request for a child not theirs, storing nothing', async () => {
    const stranger = await createUser(database.db, 'parent', team.home);
    expect(await list(stranger)).toEqual([]);
    const before = await suite.countRows('appointments');
    const refused = await post(stranger, '/api/appointments/requests', {
      patientId: team.children.lily,
      appointmentType: 'physician_visit',
      preferredDate: today(),
    });
    expect(refused.statusCode).toBe(404);
    expect(await suite.countRows('appointments')).toBe(before);
  });
});
