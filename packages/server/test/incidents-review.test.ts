import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  todayInZone,
  type EodReportDetail,
  type EodReportListItem,
  type Incident,
  type IncidentListResponse,
} from '@carenest/core';
import { setUpEmarFixture } from './support/emar-fixture.ts';
import { zoneAtNoon } from './support/clock-zones.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)('reviewing and closing incidents on %s', (kind) => {
  const fixture = setUpEmarFixture(kind);
  const { database, get, post, people, children } = fixture;
  let fallId = '';

  /** A report naming Lily (and Zoe when `withZoe`), as the administrator files it. */
  const report = (overrides: object = {}, withZoe = false) => ({
    incidentType: 'behaviour',
    occurredAt: minutesAgo(45),
    location: 'Sensory room',
    description: 'Lily and Zoe Park argued over a toy; Zoe pushed Lily, who fell against the mat.',
    children: [
      { patientId: children.lily, careGiven: 'Checked for injury: none.', careGivenBy: people.nurse.id },
      ...(withZoe
        ? [
            {
              patientId: children.zoe,
              careGiven: 'Calmed in the quiet corner.',
              careGivenBy: people.admin.id,
            },
          ]
        : []),
    ],
    ...overrides,
  });
  const incidentOf = (response: { json: <T>() => T }) => response.json<{ incident: Incident }>().incident;

  beforeAll(async () => {
    const reported = await post(people.nurse, '/api/incidents', report({ incidentType: 'fall_or_injury' }));
    expect(reported.statusCode).toBe(201);
    fallId = incidentOf(reported).id;
  });

  it('lets only an administrator review and close; a closed report is final', async () => {
    const review = `/api/incidents/${fallId}/review`;
    const close = `/api/incidents/${fallId}/close`;
    expect((await post(people.nurse, review, { reviewNotes: 'Seen' })).statusCode).toBe(403);
    expect((await post(people.parent, close, { correctiveAction: 'Mats' })).statusCode).toBe(403);
    expect((await post(people.otherAdmin, close, { correctiveAction: 'Mats' })).statusCode).toBe(404);
    const noNotes = await post(people.admin, review, { reviewNotes: ' ' });
    expect(noNotes.json().error.fields.reviewNotes).toBe(MESSAGES.incidentReviewNotesRequired);
    const reviewed = await post(people.admin, review, { reviewNotes: 'Step height checked.' });
    expect(incidentOf(reviewed)).toMatchObject({
      status: 'reviewed',
      review: { notes: 'Step height checked.', reviewedBy: { id: people.admin.id } },
    });
    const noAction = await post(people.admin, close, { correctiveAction: '' });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json().error.fields.correctiveAction).toBe(MESSAGES.incidentCorrectiveActionRequired);
    const closed = await post(people.admin, close, {
      correctiveAction: 'Non-slip tread added to the slide.',
    });
    expect(incidentOf(closed)).toMatchObject({
      status: 'closed',
      correctiveAction: 'Non-slip tread added to the slide.',
      closedBy: { id: people.admin.id },
    });
    expect((await post(people.admin, close, { correctiveAction: 'Again' })).statusCode).toBe(409);
    expect((await post(people.admin, review, { reviewNotes: 'Again' })).statusCode).toBe(409);
    expect((await get(people.admin, `/api/incidents/${fallId}`)).statusCode).toBe(200);
    const actions = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', fallId)
      .where('success', '=', true)
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['REPORT_INCIDENT', 'REVIEW_INCIDENT', 'CLOSE_INCIDENT', 'VIEW_INCIDENT']),
    );
  });

  it('keeps a report found to be a suspicion of abuse, and refuses to close it until both agencies are recorded', async () => {
    const reported = await post(people.admin, '/api/incidents', report({ incidentType: 'fall_or_injury' }));
    const id = incidentOf(reported).id;
    const reclassified = await post(people.admin, `/api/incidents/${id}/review`, {
      reviewNotes: 'Marks do not match a fall.',
      incidentType: 'abuse_or_neglect_suspicion',
    });
    expect(incidentOf(reclassified).missingAgencyReports).toEqual(['hhsc', 'law_enforcement']);
    const refused = await post(people.admin, `/api/incidents/${id}/close`, {
      correctiveAction: 'Safety plan with HHSC.',
      notifiedAgencies: [{ agency: 'hhsc', notifiedAt: minutesAgo(3), reference: 'HHSC-1' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.notifiedAgencies).toBe(MESSAGES.incidentAgencyReportsRequired);
    const stored = await database.db
      .selectFrom('incidents')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('reviewed');
    expect(await fixture.countRows('incident_agency_notifications')).toBe(0);
    const closed = await post(people.admin, `/api/incidents/${id}/close`, {
      correctiveAction: 'Safety plan with HHSC.',
      notifiedAgencies: [
        { agency: 'hhsc', notifiedAt: minutesAgo(3), reference: 'HHSC-1' },
        { agency: 'law_enforcement', notifiedAt: minutesAgo(2), reference: 'PD-2' },
      ],
    });
    expect(closed.statusCode).toBe(200);
    expect(incidentOf(closed).notifiedAgencies?.map((entry) => entry.reference)).toEqual(['HHSC-1', 'PD-2']);
  });

  it("shows Lily's parent only Lily, without the narrative; her nurse sees Lily and a count of the others", async () => {
    const reported = await post(people.admin, '/api/incidents', report({}, true));
    const id = incidentOf(reported).id;
    const family = incidentOf(await get(people.parent, `/api/incidents/${id}`));
    expect(family).toMatchObject({
      isFamilyView: true,
      description: null,
      staffInvolved: null,
      correctiveAction: null,
      otherChildrenCount: 0,
      reportedBy: null,
    });
    expect(family.children.map((child) => child.patient.name)).toEqual(['Lily Nguyen']);
    const familyList = (await get(people.parent, '/api/incidents')).json<IncidentListResponse>();
    expect(JSON.stringify(familyList)).not.toContain('Zoe');
    const zoeParent = incidentOf(await get(people.otherParent, `/api/incidents/${id}`));
    expect(zoeParent.children.map((child) => child.patient.name)).toEqual(['Zoe Park']);
    const nurse = incidentOf(await get(people.nurse, `/api/incidents/${id}`));
    expect(nurse.children.map((child) => child.patient.name)).toEqual(['Lily Nguyen']);
    expect(nurse.otherChildrenCount).toBe(1);
    const admin = incidentOf(await get(people.admin, `/api/incidents/${id}`));
    expect(admin.children).toHaveLength(2);
    const chart = (
      await get(people.parent, `/api/incidents?patientId=${children.lily}`)
    ).json<IncidentListResponse>();
    expect(chart.items.map((item) => item.id)).toContain(id);
    expect((await get(people.parent, `/api/incidents?patientId=${children.zoe}`)).statusCode).toBe(404);
  });

  it("counts the day's incidents in the end-of-day report and links a medication error found there", async () => {
    const late = await fixture.administer(people.nurse, fixture.orders.lateMedication, {
      dosageGiven: '5 mg',
      scheduledFor: '09:00',
      notes: 'Given late: the dose was forgotten',
    });
    expect(late.statusCode).toBe(201);
    const today = todayInZone(new Date(), zoneAtNoon());
    const created = await post(people.admin, '/api/eod-reports', { date: today });
    expect(created.statusCode).toBe(201);
    const { report: made } = created.json<{ report: EodReportListItem }>();
    const detail = (await get(people.admin, `/api/eod-reports/${made.id}`)).json<EodReportDetail>();
    const sections = detail.sections!;
    expect(sections.incidents).toMatchObject({ total: 3, open: 1 });
    const error = sections.medications.errors![0]!;
    expect(error).toMatchObject({ patientId: children.lily, kind: 'wrong_time', medicationName: 'Baclofen' });

    const finding = { eodReportId: made.id, administrationId: error.administrationId };
    const unknown = await post(people.admin, '/api/incidents', {
      ...report({ incidentType: 'medication_error' }),
      medicationErrorFinding: { ...finding, administrationId: made.id },
    });
    expect(unknown.json().error.fields.medicationErrorFinding).toBe(MESSAGES.incidentFindingUnknown);
    const linked = await post(people.admin, '/api/incidents', {
      ...report({ incidentType: 'medication_error', description: 'Baclofen given three hours late.' }),
      medicationErrorFinding: finding,
    });
    expect(linked.statusCode).toBe(201);
    expect(incidentOf(linked).medicationErrorFinding).toEqual(finding);
  });
});
