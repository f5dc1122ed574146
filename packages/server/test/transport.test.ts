import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  ROUTE_SIGNATURE_CANVAS,
  addCalendarDays,
  todayInZone,
  type AttendanceLogResponse,
  type RouteDetailResponse,
  type RouteListResponse,
} from '@carenest/core';
import { sampleSignatureDataUrl } from '../src/hipaa/index.ts';
import type { CareTeam } from './support/care-team.ts';
import { createUser, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';
import { TRANSPORT_ZONE, createTransportTeam, morningRunPlan } from './support/transport-fixture.ts';

const ZONE = TRANSPORT_ZONE;
const SIGNATURE = sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS);
const POSITION = { latitude: 28.538336, longitude: -81.379234, accuracy: 12 };

describe.each(TEST_DATABASES)('transportation on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call } = suite;
  let team: CareTeam;
  let otherDriver: TestUser;
  let grandmother = '';
  let routeId = '';
  const today = () => todayInZone(new Date(), ZONE);
  const plan = () => morningRunPlan(team);
  const driverWrite = (user: TestUser, action: string, body: object) =>
    post(user, `/api/transport/routes/${routeId}/${action}`, {
      requestId: randomUUID(),
      deviceTime: new Date().toISOString(),
      ...body,
    });
  const move = (user: TestUser, status: string) =>
    driverWrite(user, 'status', { status, position: POSITION });
  const handoff = (kind: string, patientId: string, extra: object = {}) =>
    driverWrite(team.people.driver, 'handoffs', {
      patientId,
      kind,
      contactId: grandmother,
      signedBy: 'Rosa Medina',
      relationship: 'Grandparent',
      signature: SIGNATURE,
      ...extra,
    });

  beforeAll(async () => {
    ({ team, grandmother } = await createTransportTeam(database.db));
    otherDriver = await createUser(database.db, 'driver', team.home);
  });

  describe('planning', () => {
    it('lets an administrator create a route, audited and announced to its children', async () => {
      const response = await post(team.people.admin, '/api/transport/routes', plan());
      expect(response.statusCode).toBe(201);
      const { route } = response.json<RouteDetailResponse>();
      routeId = route.id;
      expect(route).toMatchObject({
        status: 'scheduled',
        driver: { id: team.people.driver.id },
        attendant: { id: team.people.nurse.id, credential: 'RN' },
        stops: [
          { position: 1, patientId: team.children.lily, patientName: 'Lily Nguyen' },
          { position: 2, patientId: team.children.zoe, patientName: 'Zoe Park' },
        ],
      });
      expect(route.stops[0]!.authorizedPickups.map((pickup) => pickup.name)).toEqual(['Rosa Medina']);
      expect(new Date(route.scheduledDeparture).toISOString()).toBe(
        new Date(`${today()}T07:00:00${offsetOf(route.scheduledDeparture)}`).toISOString(),
      );
      const events = await liveEventsAbout(database.db, route.id);
      expect(events[0]).toMatchObject({ kind: 'route.changed' });
      expect(events[0]!.patientIds.sort()).toEqual([team.children.lily, team.children.zoe].sort());
    });

    it('refuses a bad plan with the field at fault, and stores nothing', async () => {
      const before = await suite.countRows('transport_routes');
      const cases: [object, string][] = [
        [{ scheduledArrival: '06:00' }, MESSAGES.routeArrivalBeforeDeparture],
        [{ driverId: team.people.nurse.id }, MESSAGES.routeStaffInvalid],
        [{ stops: [{ patientId: team.children.omar, address: 'Elsewhere' }] }, MESSAGES.routeChildInvalid],
        [{ attendantCredential: null }, MESSAGES.routeAttendantCredential],
        [{ name: '   ' }, MESSAGES.routeNameRequired],
      ];
      for (const [change, message] of cases) {
        const response = await post(team.people.admin, '/api/transport/routes', { ...plan(), ...change });
        expect(response.statusCode, message).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
      expect(await suite.countRows('transport_routes')).toBe(before);
    });

    it('shows drivers only their routes and parents only their own children', async () => {
      const mine = (await get(team.people.driver, '/api/transport/routes')).json<RouteListResponse>();
      expect(mine.items.map((route) => route.id)).toEqual([routeId]);
      const others = (await get(otherDriver, '/api/transport/routes')).json<RouteListResponse>();
      expect(others.items).toEqual([]);
      expect((await get(otherDriver, `/api/transport/routes/${routeId}`)).statusCode).toBe(404);
      const parents = (await get(team.people.parent, '/api/transport/routes')).json<RouteListResponse>();
      expect(parents.items).toHaveLength(1);
      expect(parents.items[0]!.stops.map((stop) => stop.patientName)).toEqual(['Lily Nguyen']);
      expect(parents.items[0]!.stops[0]!.authorizedPickups).toEqual([]);
      expect(JSON.stringify(parents)).not.toContain('Zoe');
      expect((await get(team.people.otherAdmin, `/api/transport/routes/${routeId}`)).statusCode).toBe(404);
      expect((await get(team.people.nurse, '/api/transport/routes')).statusCode).toBe(403);
    });

    it("counts the driver's cards from today's routes", async () => {
      const response = await get(team.people.driver, '/api/dashboard');
      const cards = Object.fromEntries(
        response
          .json<{ cards: { key: string; value: number }[] }>()
          .cards.map((card) => [card.key, card.value]),
      );
      expect(cards).toMatchObject({ todaysRoutes: 1, completedTrips: 0, pendingPickups: 2 });
    });

    it('opens the children of a current route to its driver, and nobody else', async () => {
      expect((await get(team.people.driver, `/api/patients/${team.children.lily}`)).statusCode).toBe(200);
      expect((await get(otherDriver, `/api/patients/${team.children.lily}`)).statusCode).toBe(404);
    });

    it('copies a route to the next working days', async () => {
      const response = await post(team.people.admin, `/api/transport/routes/${routeId}/copy`, {
        workingDays: 2,
      });
      expect(response.statusCode).toBe(201);
      const copies = await database.db
        .selectFrom('transport_routes')
        .select(['service_date', 'status'])
        .where('id', 'in', response.json<{ routeIds: string[] }>().routeIds)
        .orderBy('service_date')
        .execute();
      expect(copies).toHaveLength(2);
      for (const copy of copies) {
        expect(copy.status).toBe('scheduled');
        expect([0, 6]).not.toContain(new Date(`${copy.service_date}T12:00:00Z`).getUTCDay());
      }
    });

    it('refuses a copy to a closure day with a 400 naming the days, and counts working days past it', async () => {
      const { service_date: day } = await database.db
        .selectFrom('transport_routes')
        .select('service_date')
        .where('id', '=', routeId)
        .executeTakeFirstOrThrow();
      const tomorrow = addCalendarDays(day, 1);
      await database.db
        .insertInto('facility_closure_days')
        .values({ facility_id: team.home, closed_on: tomorrow, reason: 'Staff training' })
        .execute();
      const copy = (body: object) => post(team.people.admin, `/api/transport/routes/${routeId}/copy`, body);
      const refused = await copy({ serviceDates: [tomorrow] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ serviceDates: MESSAGES.routeCopyClosedDay });
      expect((await copy({ serviceDates: [day] })).json().error.fields).toEqual({
        serviceDates: MESSAGES.routeCopyDateNotAfter,
      });
      expect((await copy({})).json().error.fields).toEqual({ workingDays: MESSAGES.routeCopyTargetRequired });
      const counted = await copy({ workingDays: 1 });
      expect(counted.statusCode).toBe(201);
      const [copied] = await database.db
        .selectFrom('transport_routes')
        .select('service_date')
        .where('id', 'in', counted.json<{ routeIds: string[] }>().routeIds)
        .execute();
      expect(copied!.service_date > tomorrow).toBe(true);
    });
  });

  describe('driving', () => {
    it('lets only the owning driver move the route, one step at a time along the table', async () => {
      expect((await move(otherDriver, 'en_route_pickup')).statusCode).toBe(404);
      expect((await move(team.people.admin, 'en_route_pickup')).statusCode).toBe(403);
      const skipped = await move(team.people.driver, 'picking_up');
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json().error.message).toBe('A Scheduled route cannot move to Picking up');
      const started = await move(team.people.driver, 'en_route_pickup');
      expect(started.statusCode).toBe(200);
      const { route, fixes } = started.json<RouteDetailResponse>();
      expect(route.status).toBe('en_route_pickup');
      expect(route.actualDeparture).not.toBeNull();
      expect(fixes).toHaveLength(1);
      expect(fixes[0]).toMatchObject({ latitude: 28.538336, longitude: -81.379234 });
    });

    it('answers a replayed request id once and refuses the id reused for another body', async () => {
      const body = {
        requestId: randomUUID(),
        deviceTime: new Date().toISOString(),
        position: { ...POSITION, latitude: 28.54 },
      };
      const first = await post(team.people.driver, `/api/transport/routes/${routeId}/fixes`, body);
      const again = await post(team.people.driver, `/api/transport/routes/${routeId}/fixes`, body);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const fixes = await database.db
        .selectFrom('transport_fixes')
        .select('latitude')
        .where('route_id', '=', routeId)
        .where('latitude', '=', 28.54 as never)
        .execute();
      expect(fixes).toHaveLength(1);
      const reused = await post(team.people.driver, `/api/transport/routes/${routeId}/fixes`, {
        ...body,
        position: { ...POSITION, latitude: 28.55 },
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.message).toBe(MESSAGES.requestIdReused);
      const outOfRange = await driverWrite(team.people.driver, 'fixes', {
        position: { ...POSITION, latitude: 91 },
      });
      expect(outOfRange.statusCode).toBe(400);
    });

    it('takes pickup signatures only while picking up, once per child, from an authorized adult', async () => {
      const early = await handoff('pickup', team.children.lily);
      expect(early.statusCode).toBe(409);
      expect((await move(team.people.driver, 'picking_up')).statusCode).toBe(200);
      const blank = await handoff('pickup', team.children.lily, {
        signature: sampleSignatureDataUrl({ width: 100, height: 50 }),
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.message).toBe(MESSAGES.guardianNameAndSignatureRequired);
      const saved = await handoff('pickup', team.children.lily);
      expect(saved.statusCode).toBe(200);
      const lily = saved.json<RouteDetailResponse>().route.stops[0]!;
      expect(lily.pickup).toMatchObject({
        signedBy: 'Rosa Medina',
        isAuthorized: true,
        relationship: 'Grandparent',
      });
      expect(lily.pickup!.imageSha256).toMatch(/^[0-9a-f]{64}$/);
      expect((await handoff('pickup', team.children.lily)).statusCode).toBe(409);
      const parentNotes = await database.db
        .selectFrom('notifications')
        .select('title')
        .where('user_id', '=', team.people.parent.id)
        .execute();
      expect(parentNotes.map((note) => note.title)).toContain('Picked up: Lily');
      const activity = (await get(team.people.driver, '/api/dashboard')).json<{
        recentActivity: { type: string; description: string }[];
      }>().recentActivity;
      expect(activity).toEqual([
        expect.objectContaining({
          type: 'transport',
          description: 'Lily Nguyen from Rosa Medina on North morning run',
        }),
      ]);
    });

    it('raises a high alert when a child is handed to an adult not on the list, and needs a reason', async () => {
      const noReason = await handoff('pickup', team.children.zoe, {
        contactId: null,
        signedBy: 'Tom Stranger',
      });
      expect(noReason.statusCode).toBe(400);
      const withReason = await handoff('pickup', team.children.zoe, {
        contactId: null,
        signedBy: 'Tom Stranger',
        relationship: 'Other',
        unauthorizedReason: 'Mother asked the neighbour by phone; confirmed with the office',
      });
      expect(withReason.statusCode).toBe(200);
      const alerts = await database.db
        .selectFrom('system_alerts')
        .select(['severity', 'facility_id', 'title'])
        .where('facility_id', '=', team.home)
        .execute();
      expect(alerts).toContainEqual({
        severity: 'high',
        facility_id: team.home,
        title: 'Child handed to an adult not on the authorized pickup list',
      });
    });

    it('checks the children aboard in on arrival at the facility, audited', async () => {
      expect((await move(team.people.driver, 'en_route_facility')).statusCode).toBe(200);
      const arrived = await move(team.people.driver, 'arrived');
      expect(arrived.json<RouteDetailResponse>().route.actualArrival).not.toBeNull();
      const attendance = await database.db
        .selectFrom('attendance_events')
        .select(['patient_id', 'kind', 'source', 'route_id'])
        .where('route_id', '=', routeId)
        .execute();
      expect(attendance).toHaveLength(2);
      expect(attendance.every((row) => row.kind === 'check_in' && row.source === 'route')).toBe(true);
      const audit = await database.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'CHECK_IN')
        .execute();
      expect(audit).toHaveLength(2);
      const log = (await get(team.people.admin, '/api/attendance')).json<AttendanceLogResponse>();
      const lily = log.lines.find((line) => line.patientId === team.children.lily)!;
      expect(lily).toMatchObject({
        takenFrom: 'Rosa Medina',
        isPresent: true,
        checkIn: { source: 'route', routeName: 'North morning run' },
        attendants: [{ credential: 'RN' }],
      });
      expect(lily.takenAt).not.toBeNull();
      const dashboard = await get(team.people.admin, '/api/dashboard');
      const census = dashboard
        .json<{ cards: { key: string; value: number }[] }>()
        .cards.find((card) => card.key === 'dailyCensus');
      expect(census?.value).toBeGreaterThanOrEqual(2);
    });

    it('completes the route, then refuses every further move, fix and signature', async () => {
      expect((await move(team.people.driver, 'completed')).statusCode).toBe(200);
      expect((await move(team.people.driver, 'completed')).json().error.message).toBe(MESSAGES.routeClosed);
      expect((await driverWrite(team.people.driver, 'fixes', { position: POSITION })).statusCode).toBe(409);
      expect((await handoff('dropoff', team.children.lily)).statusCode).toBe(409);
      expect(
        (await call(team.people.admin, 'PUT', `/api/transport/routes/${routeId}`, plan())).statusCode,
      ).toBe(409);
    });
  });
});

/** The UTC offset ("-05:00") an ISO instant's facility day used, read back from the stored instant. */
function offsetOf(instant: string): string {
  const local = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    timeZoneName: 'longOffset',
  }).formatToParts(new Date(instant));
  const name = local.find((part) => part.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
}
