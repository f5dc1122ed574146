import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type DueDosesResponse,
  type MorningHandoff,
  type PatientMedicationsResponse,
} from '@carenest/core';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { wallTimeFromNow, zoneAtNoon } from './support/clock-zones.ts';
import { createUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('morning handoffs on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post } = suite;
  const zone = zoneAtNoon();
  let team: CareTeam;
  let medicationId = '';
  const handoff = (change: object = {}) => ({
    sleepQuality: 'poor',
    sleepHours: 5.5,
    seizureCount: 1,
    seizureNotes: 'Short absence seizure at 3 AM',
    lastFeedTime: wallTimeFromNow(zone, -60),
    feedNotes: '120 mL formula by g-tube',
    homeDoses: [{ medicationId, givenAt: wallTimeFromNow(zone, -5) }],
    notes: 'He may be sleepy this morning',
    ...change,
  });
  const isDue = async () =>
    (await get(team.people.nurse, '/api/medications/due'))
      .json<DueDosesResponse>()
      .items.some((item) => item.medicationId === medicationId);

  beforeAll(async () => {
    team = await createCareTeam(database.db, { homeZone: zone });
    const added = await post(team.people.admin, `/api/patients/${team.children.lily}/medications`, {
      name: 'Levetiracetam',
      dosage: '250 mg',
      frequency: 'Twice daily',
      prescribedBy: 'Dr. Priya Raman',
      scheduledTimes: [wallTimeFromNow(zone, 30)],
    });
    expect(added.statusCode).toBe(201);
    medicationId = added.json<{ medication: { id: string } }>().medication.id;
  });

  it('refuses a bad handoff with the field at fault, and stores nothing', async () => {
    const url = `/api/patients/${team.children.lily}/morning-handoff`;
    const cases: [object, string][] = [
      [{ sleepQuality: undefined }, MESSAGES.sleepQualityRequired],
      [{ lastFeedTime: '25:00' }, MESSAGES.handoffTimeInvalid],
      [{ homeDoses: [{ medicationId: '', givenAt: '07:00' }] }, MESSAGES.homeDoseMedicationInvalid],
      [
        { homeDoses: [{ medicationId: crypto.randomUUID(), givenAt: wallTimeFromNow(zone, -5) }] },
        MESSAGES.homeDoseMedicationInvalid,
      ],
      [{ homeDoses: [{ medicationId, givenAt: wallTimeFromNow(zone, 40) }] }, MESSAGES.homeDoseInFuture],
    ];
    for (const [change, message] of cases) {
      const response = await post(team.people.parent, url, handoff(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await post(team.people.nurse, url, handoff())).statusCode).toBe(403);
    const stranger = await createUser(database.db, 'parent', team.home);
    expect((await post(stranger, url, handoff())).statusCode).toBe(404);
    expect(await suite.countRows('morning_handoffs')).toBe(0);
    expect(await isDue()).toBe(true);
  });

  it('reaches the nurse on the chart, alerts the care team about a seizure, and takes the home dose off the due list', async () => {
    const sent = await post(
      team.people.parent,
      `/api/patients/${team.children.lily}/morning-handoff`,
      handoff(),
    );
    expect(sent.statusCode).toBe(201);
    const read = (await get(team.people.nurse, `/api/patients/${team.children.lily}/morning-handoff`)).json<{
      handoff: MorningHandoff;
    }>().handoff;
    expect(read).toMatchObject({
      sleepQuality: 'poor',
      sleepHours: 5.5,
      seizureCount: 1,
      homeDoses: [{ medicationId, medicationName: 'Levetiracetam', dosage: '250 mg' }],
      submittedBy: { id: team.people.parent.id },
    });
    const alert = await database.db
      .selectFrom('notifications')
      .select(['user_id', 'severity'])
      .where('title', '=', 'Morning handoff: Lily Nguyen')
      .execute();
    expect(new Set(alert.map((row) => row.user_id))).toEqual(
      new Set([team.people.nurse.id, team.people.colleague.id, team.people.admin.id]),
    );
    expect(alert.every((row) => row.severity === 'high')).toBe(true);

    expect(await isDue()).toBe(false);
    const chart = (
      await get(team.people.nurse, `/api/patients/${team.children.lily}/medications`)
    ).json<PatientMedicationsResponse>();
    const medication = chart.medications.find((item) => item.id === medicationId)!;
    expect(medication.todaysDoses.map((dose) => dose.status)).toEqual(['given_at_home']);
    expect(
      (await get(team.people.otherNurse, `/api/patients/${team.children.lily}/morning-handoff`)).statusCode,
    ).toBe(404);
  });
});
