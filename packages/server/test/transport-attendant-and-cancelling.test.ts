import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type RouteDetailResponse } from '@carenest/core';
import type { CareTeam } from './support/care-team.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';
import { createTransportTeam, morningRunPlan } from './support/transport-fixture.ts';

describe.each(TEST_DATABASES)('transportation on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call } = suite;
  let team: CareTeam;
  const plan = () => morningRunPlan(team);

  beforeAll(async () => {
    ({ team } = await createTransportTeam(database.db));
  });

  describe('the attendant a child needs aboard', () => {
    it('keeps a route from starting until its attendant holds the credential the chart requires', async () => {
      const chart = (await get(team.people.nurse, `/api/patients/${team.children.lily}`)).json<{
        patient: Record<string, unknown>;
      }>().patient;
      const care = {
        allergies: [],
        physicians: [],
        secondaryDiagnoses: chart.secondaryDiagnoses,
        requiredTherapies: chart.requiredTherapies,
        careComplexity: chart.careComplexity,
        transportAttendant: 'LVN',
      };
      expect(
        (await call(team.people.nurse, 'PUT', `/api/patients/${team.children.lily}/care`, care)).statusCode,
      ).toBe(200);
      const unattended = { ...plan(), name: 'Unattended run', attendantId: null, attendantCredential: null };
      const created = (
        await post(team.people.admin, '/api/transport/routes', unattended)
      ).json<RouteDetailResponse>();
      const start = () =>
        post(team.people.driver, `/api/transport/routes/${created.route.id}/status`, {
          requestId: randomUUID(),
          deviceTime: new Date().toISOString(),
          status: 'en_route_pickup',
        });
      const refused = await start();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'Lily Nguyen needs an LVN aboard; this route has no attendant',
      );
      const withNurse = { ...unattended, attendantId: team.people.nurse.id, attendantCredential: 'RN' };
      expect(
        (await call(team.people.admin, 'PUT', `/api/transport/routes/${created.route.id}`, withNurse))
          .statusCode,
      ).toBe(200);
      expect((await start()).statusCode).toBe(200);
    });
  });

  describe('cancelling', () => {
    it('cancels a scheduled route with its reason; the reason is required', async () => {
      const created = await post(team.people.admin, '/api/transport/routes', {
        ...plan(),
        name: 'Spare run',
      });
      const { route } = created.json<RouteDetailResponse>();
      const noReason = await post(team.people.admin, `/api/transport/routes/${route.id}/cancel`, {
        reason: ' ',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.message).toBe(MESSAGES.routeCancelReasonRequired);
      const cancelled = await post(team.people.admin, `/api/transport/routes/${route.id}/cancel`, {
        reason: 'Van in the workshop',
      });
      expect(cancelled.json<RouteDetailResponse>().route).toMatchObject({
        status: 'cancelled',
        cancellation: { reason: 'Van in the workshop', by: { id: team.people.admin.id } },
      });
      const driverMove = await post(team.people.driver, `/api/transport/routes/${route.id}/status`, {
        requestId: randomUUID(),
        deviceTime: new Date().toISOString(),
        status: 'en_route_pickup',
      });
      expect(driverMove.statusCode).toBe(409);
    });
  });
});
