import { describe, expect, it, beforeAll } from 'vitest';
import { MESSAGES, addCalendarDays, todayInZone, type ImmunizationsResponse } from '@carenest/core';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const ZONE = 'America/Chicago';

describe.each(TEST_DATABASES)('immunizations on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { get, call, countRows } = suite;
  let team: CareTeam;
  let today: string;
  let url: string;

  beforeAll(async () => {
    team = await createCareTeam(suite.database.db, { homeZone: ZONE, lily: { dateOfBirth: '2018-05-04' } });
    today = todayInZone(new Date(), ZONE);
    url = `/api/patients/${team.children.lily}/immunizations`;
  });

  const validDose = () => ({
    cvxCode: '03',
    administeredOn: '2019-05-10',
    doseNumber: 1,
    source: 'parent_record',
  });

  it('refuses the signed-out (401), a therapist and a driver (403), another facility (404)', async () => {
    expect((await call(null, 'POST', url, validDose())).statusCode).toBe(401);
    for (const person of [team.people.therapist, team.people.driver, team.people.parent])
      expect((await call(person, 'POST', url, validDose())).statusCode).toBe(403);
    for (const person of [team.people.therapist, team.people.driver])
      expect((await get(person, url)).statusCode).toBe(403);
    for (const person of [team.people.otherNurse, team.people.otherAdmin]) {
      expect((await call(person, 'POST', url, validDose())).statusCode).toBe(404);
      expect((await get(person, url)).statusCode).toBe(404);
    }
    expect(await countRows('patient_immunizations')).toBe(0);
  });

  it('refuses a nurse outside the child’s care team (404) and a parent of another child (404)', async () => {
    const zoe = `/api/patients/${team.children.zoe}/immunizations`;
    expect((await call(team.people.nurse, 'POST', zoe, validDose())).statusCode).toBe(404);
    expect((await get(team.people.parent, zoe)).statusCode).toBe(404);
  });

  it.each([
    ['cvxCode', '999', MESSAGES.immunizationVaccineRequired],
    ['cvxCode', undefined, MESSAGES.immunizationVaccineRequired],
    ['administeredOn', 'last week', MESSAGES.immunizationDateRequired],
    ['administeredOn', '2099-01-01', MESSAGES.dateInFuture],
    ['administeredOn', '2017-01-01', MESSAGES.immunizationBeforeBirth],
    ['doseNumber', 0, MESSAGES.immunizationDoseInvalid],
    ['doseNumber', 1.5, MESSAGES.immunizationDoseInvalid],
    ['doseNumber', '1', MESSAGES.immunizationDoseInvalid],
    ['source', 'rumour', MESSAGES.immunizationSourceRequired],
  ])('answers 400 naming %s for %j, nothing written', async (field, value, message) => {
    const answer = await call(team.people.nurse, 'POST', url, { ...validDose(), [field]: value });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields[field]).toBe(message);
    expect(await countRows('patient_immunizations')).toBe(0);
  });

  it('refuses tomorrow in the facility’s zone, naming administeredOn', async () => {
    const answer = await call(team.people.nurse, 'POST', url, {
      ...validDose(),
      administeredOn: addCalendarDays(today, 1),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields.administeredOn).toBe(MESSAGES.dateInFuture);
  });

  it("lets the child's nurse and the administrator record doses, audited, and lists them with the schedule", async () => {
    const first = await call(team.people.nurse, 'POST', url, validDose());
    expect(first.statusCode).toBe(201);
    expect(first.json().immunization).toMatchObject({ cvxCode: '03', vaccineName: 'MMR', doseNumber: 1 });
    expect(first.json().immunization.recordedBy.id).toBe(team.people.nurse.id);
    const second = await call(team.people.admin, 'POST', url, {
      cvxCode: '94',
      administeredOn: '2022-06-01',
      doseNumber: 2,
      source: 'state_registry',
      notes: 'Florida SHOTS',
    });
    expect(second.statusCode).toBe(201);
    const list = (await get(team.people.nurse, url)).json<ImmunizationsResponse>();
    expect(list.items.map((item) => item.cvxCode)).toEqual(['94', '03']);
    const standing = Object.fromEntries(list.schedule.map((line) => [line.series, line.standing]));
    expect(standing.mmr).toBe('complete');
    expect(standing.varicella).toBe('overdue');
    expect(standing.dtap).toBe('overdue');
    const audit = await suite.database.db
      .selectFrom('audit_log')
      .select('resource_id')
      .where('action', '=', 'RECORD_IMMUNIZATION')
      .execute();
    expect(audit.map((row) => row.resource_id)).toEqual([team.children.lily, team.children.lily]);
  });

  it("lets a parent read their own child's record", async () => {
    const answer = await get(team.people.parent, url);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ImmunizationsResponse>().items).toHaveLength(2);
  });
});
