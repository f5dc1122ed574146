import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Incident, type IncidentListResponse } from '@carenest/core';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** A minute ago, as the API takes instants. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)('reporting incidents on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call, countRows } = suite;
  let team: CareTeam;

  /** A fall of Lily's on the playground, as her nurse reports it. */
  const fall = () => ({
    incidentType: 'fall_or_injury',
    occurredAt: minutesAgo(30),
    location: 'Playground',
    description: 'Lily slipped from the lowest step of the slide and bumped her knee.',
    children: [
      {
        patientId: team.children.lily,
        careGiven: 'Ice pack for 10 minutes; no swelling.',
        careGivenBy: team.people.nurse.id,
        parentNotification: { notifiedName: 'Her mother', notifiedAt: minutesAgo(10), method: 'phone' },
      },
    ],
    staffInvolved: [team.people.colleague.id],
  });

  /** A suspicion of abuse with both reports of 26 TAC §550.903. */
  const suspicion = () => ({
    ...fall(),
    incidentType: 'abuse_or_neglect_suspicion',
    description: 'Bruises on both upper arms at arrival, unexplained.',
    notifiedAgencies: [
      { agency: 'hhsc', notifiedAt: minutesAgo(5), reference: 'HHSC-2026-1182' },
      { agency: 'law_enforcement', notifiedAt: minutesAgo(4), reference: 'PD-55120' },
    ],
  });

  const fieldOf = (response: { json: () => { error: { fields?: Record<string, string> } } }) =>
    response.json().error.fields ?? {};

  beforeAll(async () => {
    team = await createCareTeam(database.db);
  });

  it('refuses the signed-out, the roles that do not report, and a child the reporter does not see', async () => {
    expect((await call(null, 'POST', '/api/incidents', fall())).statusCode).toBe(401);
    for (const role of ['parent', 'therapist', 'driver'] as const)
      expect((await post(team.people[role], '/api/incidents', fall())).statusCode).toBe(403);
    expect((await get(team.people.driver, '/api/incidents')).statusCode).toBe(403);
    expect((await get(team.people.therapist, '/api/incidents')).statusCode).toBe(403);
    const elsewhere = await post(team.people.otherNurse, '/api/incidents', fall());
    expect(elsewhere.statusCode).toBe(404);
    const unassigned = await post(team.people.nurse, '/api/incidents', {
      ...fall(),
      children: [{ ...fall().children[0]!, patientId: team.children.zoe }],
    });
    expect(unassigned.statusCode).toBe(404);
    expect(await countRows('incidents')).toBe(0);
  });

  it.each([
    ['incidentType', MESSAGES.incidentTypeRequired],
    ['occurredAt', MESSAGES.incidentOccurredAtRequired],
    ['location', MESSAGES.incidentLocationRequired],
    ['description', MESSAGES.incidentDescriptionRequired],
    ['children', MESSAGES.incidentChildrenRequired],
  ])('refuses a report without %s with a 400 naming it, nothing written', async (field, message) => {
    const body: Record<string, unknown> = fall();
    if (field === 'children') body.children = [];
    else delete body[field];
    const response = await post(team.people.nurse, '/api/incidents', body);
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)[field]).toBe(message);
    expect(await countRows('incidents')).toBe(0);
  });

  it.each([
    ['careGiven', MESSAGES.incidentCareGivenRequired],
    ['careGivenBy', MESSAGES.incidentCareGivenByRequired],
  ])("refuses a child without %s, naming the child's field", async (field, message) => {
    const child: Record<string, unknown> = { ...fall().children[0]! };
    delete child[field];
    const response = await post(team.people.nurse, '/api/incidents', { ...fall(), children: [child] });
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)[`children.0.${field}`]).toBe(message);
    expect(await countRows('incidents')).toBe(0);
  });

  it('refuses an incident in the future, a notification in the future, and staff of another facility', async () => {
    const future = await post(team.people.nurse, '/api/incidents', {
      ...fall(),
      occurredAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(fieldOf(future).occurredAt).toBe(MESSAGES.incidentInFuture);
    const told = fall();
    told.children[0]!.parentNotification.notifiedAt = new Date(Date.now() + 3_600_000).toISOString();
    const toldLater = await post(team.people.nurse, '/api/incidents', told);
    expect(fieldOf(toldLater)['children.0.parentNotification.notifiedAt']).toBe(MESSAGES.incidentInFuture);
    const stranger = await post(team.people.nurse, '/api/incidents', {
      ...fall(),
      staffInvolved: [team.people.otherNurse.id],
    });
    expect(stranger.statusCode).toBe(400);
    expect(fieldOf(stranger)['staffInvolved.0']).toBe(MESSAGES.incidentStaffUnknown);
    const parentAsCarer = await post(team.people.nurse, '/api/incidents', {
      ...fall(),
      children: [{ ...fall().children[0]!, careGivenBy: team.people.parent.id }],
    });
    expect(fieldOf(parentAsCarer)['children.0.careGivenBy']).toBe(MESSAGES.incidentStaffUnknown);
    expect(await countRows('incidents')).toBe(0);
  });

  it('refuses a suspicion of abuse or neglect without both agencies, each with its time and reference', async () => {
    const none = await post(team.people.nurse, '/api/incidents', { ...suspicion(), notifiedAgencies: [] });
    expect(none.statusCode).toBe(400);
    expect(fieldOf(none).notifiedAgencies).toBe(MESSAGES.incidentAgencyReportsRequired);
    const hhscOnly = await post(team.people.nurse, '/api/incidents', {
      ...suspicion(),
      notifiedAgencies: [suspicion().notifiedAgencies[0]],
    });
    expect(fieldOf(hhscOnly).notifiedAgencies).toBe(MESSAGES.incidentAgencyReportsRequired);
    const noReference = suspicion();
    noReference.notifiedAgencies[1]!.reference = ' ';
    expect(fieldOf(await post(team.people.nurse, '/api/incidents', noReference))).toMatchObject({
      'notifiedAgencies.1.reference': MESSAGES.incidentAgencyReferenceRequired,
    });
    const twice = suspicion();
    twice.notifiedAgencies[1]!.agency = 'hhsc';
    expect(fieldOf(await post(team.people.nurse, '/api/incidents', twice))).toMatchObject({
      'notifiedAgencies.1.agency': MESSAGES.incidentAgencyRepeated,
    });
    expect(await countRows('incidents')).toBe(0);
  });

  it("takes the nurse's report, lists it, and tells Lily's parent and the administrator", async () => {
    const reported = await post(team.people.nurse, '/api/incidents', fall());
    expect(reported.statusCode).toBe(201);
    const { incident } = reported.json<{ incident: Incident }>();
    expect(incident).toMatchObject({
      incidentType: 'fall_or_injury',
      status: 'open',
      location: 'Playground',
      reportedBy: { id: team.people.nurse.id },
      staffInvolved: [{ id: team.people.colleague.id }],
      children: [
        {
          patient: { id: team.children.lily, name: 'Lily Nguyen' },
          careGivenBy: { id: team.people.nurse.id },
          parentNotification: { notifiedName: 'Her mother', method: 'phone' },
        },
      ],
      isFamilyView: false,
    });
    const list = (await get(team.people.nurse, '/api/incidents')).json<IncidentListResponse>();
    expect(list.items.map((item) => item.id)).toEqual([incident.id]);
    expect(list.total).toBe(1);
    const titles = async (userId: string) =>
      (
        await database.db.selectFrom('notifications').select('title').where('user_id', '=', userId).execute()
      ).map((row) => row.title);
    expect(await titles(team.people.parent.id)).toContain('Incident report: Lily');
    expect(await titles(team.people.admin.id)).toContain('Incident reported: Fall or injury');
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('resource_id', '=', incident.id)
      .execute();
    expect(audit).toContainEqual({ action: 'REPORT_INCIDENT', user_id: team.people.nurse.id });
  });

  it('takes a suspicion with both agencies, and does not tell the family of it', async () => {
    const before = await database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', team.people.parent.id)
      .execute();
    const reported = await post(team.people.admin, '/api/incidents', suspicion());
    expect(reported.statusCode).toBe(201);
    expect(reported.json<{ incident: Incident }>().incident.missingAgencyReports).toEqual([]);
    const after = await database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', team.people.parent.id)
      .execute();
    expect(after.length).toBe(before.length);
    const familyList = (await get(team.people.parent, '/api/incidents')).json<IncidentListResponse>();
    expect(familyList.items.map((item) => item.incidentType)).toEqual(['fall_or_injury']);
  });

  it("answers 404 for another facility's report and for a child outside the reader's scope", async () => {
    const [first] = (await get(team.people.admin, '/api/incidents')).json<IncidentListResponse>().items;
    expect((await get(team.people.otherAdmin, `/api/incidents/${first!.id}`)).statusCode).toBe(404);
    expect((await get(team.people.otherNurse, `/api/incidents/${first!.id}`)).statusCode).toBe(404);
    expect((await get(team.people.otherAdmin, '/api/incidents')).json<IncidentListResponse>().total).toBe(0);
    expect(
      (await get(team.people.otherAdmin, `/api/incidents?patientId=${team.children.lily}`)).statusCode,
    ).toBe(404);
  });
});
