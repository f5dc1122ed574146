import { describe, expect, it, beforeAll } from 'vitest';
import {
  MESSAGES,
  ROUTE_SIGNATURE_CANVAS,
  addCalendarDays,
  todayInZone,
  type DrillsResponse,
  type EmergencyDocumentsResponse,
  type EvacuationNeedsList,
  type GeneratorTestsResponse,
} from '@carenest/core';
import { sampleSignatureDataUrl } from '../src/hipaa/index.ts';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { pdfText } from './support/pdf-text.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const ZONE = 'America/Chicago';

describe.each(TEST_DATABASES)('emergency preparedness on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { get, post, call, countRows } = suite;
  let team: CareTeam;
  let today: string;

  beforeAll(async () => {
    team = await createCareTeam(suite.database.db, {
      homeZone: ZONE,
      lily: {
        allergies: [{ allergen: 'Penicillin', reaction: 'Hives', severity: 'severe', notes: null }],
        emergencyContacts: [
          {
            name: 'Mai Nguyen',
            relationship: 'Mother',
            phoneNumber: '(512) 555-0142',
            email: null,
            isPrimary: true,
            canPickup: true,
          },
        ],
      },
    });
    today = todayInZone(new Date(), ZONE);
    const checkIn = await post(team.people.admin, '/api/attendance', {
      patientId: team.children.lily,
      kind: 'check_in',
      adultName: 'Mai Nguyen',
      signature: sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS),
    });
    if (checkIn.statusCode !== 201) throw new Error(`check-in refused: ${checkIn.body}`);
  });

  const validDrill = () => ({
    drillType: 'fire',
    heldOn: today,
    isUnannounced: true,
    durationMinutes: 12,
    findings: 'Every child out in 9 minutes; the east door stuck.',
  });
  const validTest = () => ({
    testedOn: today,
    durationMinutes: 30,
    outcome: 'passed',
    testedBy: 'Carlos Mendez',
    signature: true,
  });
  const validDocument = () => ({
    kind: 'fire_inspection',
    title: 'City fire marshal inspection',
    issuedOn: today,
    expiresOn: addCalendarDays(today, 365),
  });

  describe("each child's equipment and evacuation needs (26 TAC §550.209)", () => {
    const needs = { equipment: ['oxygen', 'suction'], transport: 'stroller', notes: 'Oxygen at 2 L' };

    it('refuses a parent, a therapist and a driver (403), and another facility’s nurse (404)', async () => {
      const url = `/api/patients/${team.children.lily}/evacuation-needs`;
      expect((await call(null, 'PUT', url, needs)).statusCode).toBe(401);
      for (const person of [team.people.parent, team.people.therapist, team.people.driver])
        expect((await call(person, 'PUT', url, needs)).statusCode).toBe(403);
      expect((await call(team.people.otherNurse, 'PUT', url, needs)).statusCode).toBe(404);
      expect(await countRows('patient_evacuation_needs')).toBe(0);
    });

    it('refuses an unknown piece of equipment or no transport, naming the field', async () => {
      const url = `/api/patients/${team.children.lily}/evacuation-needs`;
      const unknown = await call(team.people.nurse, 'PUT', url, { ...needs, equipment: ['jetpack'] });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().error.fields)[0]).toMatch(/^equipment/);
      const none = await call(team.people.nurse, 'PUT', url, { ...needs, transport: undefined });
      expect(none.json().error.fields.transport).toBe(MESSAGES.evacuationTransportRequired);
    });

    it("lets the child's nurse record them, audited, and lists them for the administrator", async () => {
      const url = `/api/patients/${team.children.lily}/evacuation-needs`;
      const saved = await call(team.people.nurse, 'PUT', url, needs);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().needs).toMatchObject({ equipment: ['oxygen', 'suction'], transport: 'stroller' });
      const list = (
        await get(team.people.admin, '/api/emergency/evacuation-needs')
      ).json<EvacuationNeedsList>();
      expect(list.presentCount).toBe(1);
      expect(list.items.map((line) => [line.patientId, line.isPresent])).toEqual([
        [team.children.lily, true],
        [team.children.zoe, false],
      ]);
      expect(list.items[0]!.needs?.updatedBy.id).toBe(team.people.nurse.id);
      const audit = await suite.database.db
        .selectFrom('audit_log')
        .select('resource_id')
        .where('action', '=', 'UPDATE_EVACUATION_NEEDS')
        .execute();
      expect(audit.map((row) => row.resource_id)).toEqual([team.children.lily]);
    });
  });

  describe('the evacuation roster PDF', () => {
    it('answers 403 to a parent, a therapist and a driver', async () => {
      for (const person of [team.people.parent, team.people.therapist, team.people.driver])
        expect((await get(person, '/api/emergency/roster.pdf')).statusCode).toBe(403);
    });

    it('gives the administrator a PDF naming the children present, and only them', async () => {
      const answer = await get(team.people.admin, '/api/emergency/roster.pdf');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="evacuation-roster.pdf"');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(answer.rawPayload);
      expect(text).toContain('Lily Nguyen');
      expect(text).not.toContain('Zoe Park');
      expect(text).toContain('1 child present');
      expect(text).toContain('Oxygen, Suction');
      expect(text).toContain('Penicillin (severe): Hives');
      expect(text).toContain('(512) 555-0142');
    });

    it("gives a nurse the present children she sees, and another facility's administrator none of them", async () => {
      expect(pdfText((await get(team.people.nurse, '/api/emergency/roster.pdf')).rawPayload)).toContain(
        'Lily Nguyen',
      );
      const elsewhere = pdfText((await get(team.people.otherAdmin, '/api/emergency/roster.pdf')).rawPayload);
      expect(elsewhere).not.toContain('Lily Nguyen');
      expect(elsewhere).toContain('0 children present');
    });
  });

  describe('the logs: drills, generator tests, documents on file', () => {
    const logs = [
      ['/api/emergency/drills', validDrill, 'emergency_drills', 'drill'],
      ['/api/emergency/generator-tests', validTest, 'generator_tests', 'generatorTest'],
      ['/api/emergency/documents', validDocument, 'emergency_documents', 'document'],
    ] as const;

    it('refuses nurses, therapists, drivers and parents (403) to read or write them', async () => {
      for (const [url, body] of logs)
        for (const person of ['nurse', 'therapist', 'driver', 'parent'] as const) {
          expect((await get(team.people[person], url)).statusCode).toBe(403);
          expect((await post(team.people[person], url, body())).statusCode).toBe(403);
        }
    });

    it('shows the missing unannounced drill, the untested generator and the missing fire inspection', async () => {
      const drills = (await get(team.people.admin, '/api/emergency/drills')).json<DrillsResponse>();
      expect(drills).toMatchObject({ items: [], total: 0, unannouncedDrill: { isMissing: true } });
      const tests = (
        await get(team.people.admin, '/api/emergency/generator-tests')
      ).json<GeneratorTestsResponse>();
      expect(tests.status.state).toBe('never_tested');
      const documents = (
        await get(team.people.admin, '/api/emergency/documents')
      ).json<EmergencyDocumentsResponse>();
      expect(documents.isFireInspectionMissing).toBe(true);
    });

    const badFields: [string, () => object, string, unknown, string?][] = [
      ['/api/emergency/drills', validDrill, 'drillType', 'picnic', MESSAGES.drillTypeRequired],
      ['/api/emergency/drills', validDrill, 'heldOn', '2099-01-01', MESSAGES.dateInFuture],
      ['/api/emergency/drills', validDrill, 'heldOn', 'yesterday', MESSAGES.emergencyDateRequired],
      ['/api/emergency/drills', validDrill, 'isUnannounced', 'yes'],
      ['/api/emergency/drills', validDrill, 'durationMinutes', 0, MESSAGES.drillDurationInvalid],
      ['/api/emergency/drills', validDrill, 'durationMinutes', 12.5, MESSAGES.drillDurationInvalid],
      ['/api/emergency/drills', validDrill, 'findings', '   ', MESSAGES.drillFindingsRequired],
      ['/api/emergency/generator-tests', validTest, 'testedOn', '2099-01-01', MESSAGES.dateInFuture],
      [
        '/api/emergency/generator-tests',
        validTest,
        'durationMinutes',
        2000,
        MESSAGES.generatorDurationInvalid,
      ],
      ['/api/emergency/generator-tests', validTest, 'outcome', 'smoky', MESSAGES.generatorOutcomeRequired],
      ['/api/emergency/generator-tests', validTest, 'testedBy', '', MESSAGES.generatorTestedByRequired],
      ['/api/emergency/generator-tests', validTest, 'signature', false, MESSAGES.generatorSignatureRequired],
      ['/api/emergency/documents', validDocument, 'kind', 'poster', MESSAGES.emergencyDocumentKindRequired],
      ['/api/emergency/documents', validDocument, 'title', '', MESSAGES.emergencyDocumentTitleRequired],
      ['/api/emergency/documents', validDocument, 'issuedOn', '2099-01-01', MESSAGES.dateInFuture],
      [
        '/api/emergency/documents',
        validDocument,
        'expiresOn',
        '2001-01-01',
        MESSAGES.emergencyDocumentExpiryBeforeIssue,
      ],
    ];

    it.each(badFields)(
      '%s refuses a bad %s (one field at a time), naming it, writing nothing',
      async (url, body, field, value, message) => {
        const before = await Promise.all(logs.map(([, , table]) => countRows(table)));
        const answer = await post(team.people.admin, url, { ...body(), [field]: value });
        expect(answer.statusCode).toBe(400);
        const fields = answer.json().error.fields as Record<string, string>;
        expect(Object.keys(fields)).toContain(field);
        if (message) expect(fields[field]).toBe(message);
        expect(await Promise.all(logs.map(([, , table]) => countRows(table)))).toEqual(before);
      },
    );

    it("refuses a date after the facility's own today although UTC's tomorrow has begun elsewhere", async () => {
      const tomorrow = addCalendarDays(today, 1);
      const answer = await post(team.people.admin, '/api/emergency/drills', {
        ...validDrill(),
        heldOn: tomorrow,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields.heldOn).toBeDefined();
    });

    it('records each entry for the administrator, answering its id, and lists it', async () => {
      for (const [url, body, table, key] of logs) {
        const created = await post(team.people.admin, url, body());
        expect(created.statusCode).toBe(201);
        const id = (created.json() as Record<string, { id: string }>)[key]!.id;
        const list = (await get(team.people.admin, url)).json<{ items: { id: string }[]; total: number }>();
        expect(list.items.map((item) => item.id)).toEqual([id]);
        expect(list.total).toBe(1);
        expect(await countRows(table)).toBe(1);
      }
      const drills = (await get(team.people.admin, '/api/emergency/drills')).json<DrillsResponse>();
      expect(drills.unannouncedDrill).toEqual({ lastUnannouncedOn: today, isMissing: false });
      const tests = (
        await get(team.people.admin, '/api/emergency/generator-tests')
      ).json<GeneratorTestsResponse>();
      expect(tests.status).toMatchObject({ state: 'current', nextDueOn: addCalendarDays(today, 30) });
      expect(tests.items[0]!.signedBy.id).toBe(team.people.admin.id);
      const documents = (
        await get(team.people.admin, '/api/emergency/documents')
      ).json<EmergencyDocumentsResponse>();
      expect(documents.isFireInspectionMissing).toBe(false);
    });

    it("keeps each facility's logs to itself", async () => {
      const drills = (await get(team.people.otherAdmin, '/api/emergency/drills')).json<DrillsResponse>();
      expect(drills.total).toBe(0);
    });
  });
});
