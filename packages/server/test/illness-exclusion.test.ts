import { describe, expect, it, beforeAll } from 'vitest';
import {
  MESSAGES,
  ROUTE_SIGNATURE_CANVAS,
  addCalendarDays,
  todayInZone,
  type InfectionLogResponse,
} from '@carenest/core';
import { sampleSignatureDataUrl } from '../src/hipaa/index.ts';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { multipartBody, samplePdf } from './support/document-uploads.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const ZONE = 'America/Chicago';
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

describe.each(TEST_DATABASES)('illness exclusion on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { get, post, call, countRows } = suite;
  let team: CareTeam;
  let today: string;
  let statement: string;
  const signature = () => sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS);
  const exclusions = (patientId: string) => `/api/patients/${patientId}/exclusions`;
  const clearance = (patientId: string) => `/api/patients/${patientId}/exclusion-clearance`;
  const checkIn = (patientId: string) =>
    post(team.people.admin, '/api/attendance', {
      patientId,
      kind: 'check_in',
      adultName: 'Mai Nguyen',
      signature: signature(),
    });
  const validExclusion = () => ({
    symptoms: 'Fever 39.2 °C and a spreading rash',
    isolatedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  });

  beforeAll(async () => {
    team = await createCareTeam(suite.database.db, { homeZone: ZONE });
    today = todayInZone(new Date(), ZONE);
    const body = multipartBody(
      { patientId: team.children.lily, category: 'medical_records' },
      { name: 'return-statement.pdf', content: samplePdf('statement'), type: 'application/pdf' },
    );
    const upload = await suite.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie: await suite.cookieOf(team.people.nurse) },
    });
    if (upload.statusCode !== 201) throw new Error(`upload refused: ${upload.body}`);
    statement = upload.json().document.id;
    if ((await checkIn(team.children.lily)).statusCode !== 201) throw new Error('check-in refused');
  });

  describe('a child (Florida 59A-13.020)', () => {
    it('refuses a therapist, a driver and a parent (403), and another facility or care team (404)', async () => {
      for (const person of [team.people.therapist, team.people.driver, team.people.parent])
        expect(
          (await call(person, 'POST', exclusions(team.children.lily), validExclusion())).statusCode,
        ).toBe(403);
      expect(
        (await call(team.people.otherNurse, 'POST', exclusions(team.children.lily), validExclusion()))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(team.people.nurse, 'POST', exclusions(team.children.zoe), validExclusion())).statusCode,
      ).toBe(404);
      expect((await get(team.people.parent, exclusions(team.children.zoe))).statusCode).toBe(404);
      expect(await countRows('illness_exclusions')).toBe(0);
    });

    it.each([
      ['symptoms', '  ', MESSAGES.exclusionSymptomsRequired],
      ['isolatedAt', 'this morning', MESSAGES.exclusionIsolatedAtRequired],
      ['isolatedAt', inAnHour, MESSAGES.dateInFuture],
    ])('answers 400 naming %s for %j, nothing written', async (field, value, message) => {
      const answer = await call(team.people.nurse, 'POST', exclusions(team.children.lily), {
        ...validExclusion(),
        [field]: value,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields[field]).toBe(message);
      expect(await countRows('illness_exclusions')).toBe(0);
    });

    it('refuses sending home without the adult’s signature, nothing written', async () => {
      const answer = await call(team.people.nurse, 'POST', exclusions(team.children.lily), {
        ...validExclusion(),
        sentHome: { adultName: 'Mai Nguyen', signature: 'data:image/png;base64,AAAA' },
      });
      expect(answer.statusCode).toBe(400);
      expect(await countRows('illness_exclusions')).toBe(0);
    });

    it('isolates the child, notifies the parents and checks the child out as sent home', async () => {
      const answer = await call(team.people.nurse, 'POST', exclusions(team.children.lily), {
        ...validExclusion(),
        sentHome: { adultName: 'Mai Nguyen', signature: signature() },
      });
      expect(answer.statusCode).toBe(201);
      const exclusion = answer.json().exclusion;
      expect(exclusion).toMatchObject({ person: { kind: 'child', id: team.children.lily }, clearance: null });
      expect(exclusion.parentsNotifiedAt).not.toBeNull();
      expect(exclusion.sentHomeAt).not.toBeNull();
      const checkOut = await suite.database.db
        .selectFrom('attendance_events')
        .select(['kind', 'reason'])
        .where('patient_id', '=', team.children.lily)
        .orderBy('occurred_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(checkOut).toEqual({ kind: 'check_out', reason: 'sent_home_ill' });
      const notices = await suite.database.db
        .selectFrom('notifications')
        .select(['user_id', 'title'])
        .where('title', 'like', `${MESSAGES.parentsNotifiedOfExclusion}%`)
        .execute();
      expect(notices.map((notice) => notice.user_id)).toEqual([team.people.parent.id]);
      const second = await call(team.people.admin, 'POST', exclusions(team.children.lily), validExclusion());
      expect(second.statusCode).toBe(409);
    });

    it('refuses the excluded child’s check-in at the front desk (409 naming the rule)', async () => {
      const answer = await checkIn(team.children.lily);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe(MESSAGES.childExcluded);
      expect(answer.json().error.fields.patientId).toBe(MESSAGES.childExcluded);
    });

    it.each([
      ['documentId', '00000000-0000-4000-8000-000000000000', MESSAGES.exclusionDocumentRequired],
      ['documentId', 'statement.pdf', MESSAGES.exclusionDocumentRequired],
      ['statementDate', '2099-01-01', MESSAGES.dateInFuture],
      ['statementDate', '2020-01-01', MESSAGES.exclusionStatementBeforeIsolation],
      ['statementDate', 'soon', MESSAGES.exclusionStatementDateRequired],
    ])('refuses a clearance naming %s for %j, the child still excluded', async (field, value, message) => {
      const answer = await call(team.people.nurse, 'POST', clearance(team.children.lily), {
        documentId: statement,
        statementDate: today,
        [field]: value,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields[field]).toBe(message);
      expect((await checkIn(team.children.lily)).statusCode).toBe(409);
    });

    it('records the clearance with the physician’s statement, and the child may come back', async () => {
      expect(
        (
          await call(team.people.parent, 'POST', clearance(team.children.lily), {
            documentId: statement,
            statementDate: today,
          })
        ).statusCode,
      ).toBe(403);
      const answer = await call(team.people.nurse, 'POST', clearance(team.children.lily), {
        documentId: statement,
        statementDate: today,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().exclusion.clearance).toMatchObject({
        documentId: statement,
        statementDate: today,
      });
      expect((await checkIn(team.children.lily)).statusCode).toBe(201);
      const again = await call(team.people.nurse, 'POST', clearance(team.children.lily), {
        documentId: statement,
        statementDate: today,
      });
      expect(again.statusCode).toBe(409);
    });

    it("shows the parent their own child's exclusion and its clearance", async () => {
      const answer = await get(team.people.parent, exclusions(team.children.lily));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().items).toHaveLength(1);
      expect(answer.json().items[0].clearance.documentId).toBe(statement);
    });
  });

  describe('a staff member', () => {
    const url = '/api/staff-exclusions';
    it('is the administrator’s to exclude (403 for a nurse), staff of the facility only (400)', async () => {
      const body = { staffId: team.people.colleague.id, ...validExclusion() };
      expect((await call(team.people.nurse, 'POST', url, body)).statusCode).toBe(403);
      const outsider = await call(team.people.admin, 'POST', url, {
        ...body,
        staffId: team.people.otherNurse.id,
      });
      expect(outsider.statusCode).toBe(400);
      expect(outsider.json().error.fields.staffId).toBe(MESSAGES.exclusionStaffRequired);
      const future = await call(team.people.admin, 'POST', url, {
        ...body,
        isolatedAt: inAnHour,
      });
      expect(future.json().error.fields.isolatedAt).toBe(MESSAGES.dateInFuture);
    });

    it('refuses the excluded staff member’s clock-in until the clearance', async () => {
      const body = { staffId: team.people.colleague.id, ...validExclusion() };
      expect((await call(team.people.admin, 'POST', url, body)).statusCode).toBe(201);
      const refused = await post(team.people.colleague, '/api/time-clock/clock-in', { credential: 'RN' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(MESSAGES.staffExcluded);
      const early = await call(team.people.admin, 'POST', `${url}/clearance`, {
        staffId: team.people.colleague.id,
        statementDate: addCalendarDays(today, -30),
      });
      expect(early.json().error.fields.statementDate).toBe(MESSAGES.exclusionStatementBeforeIsolation);
      const cleared = await call(team.people.admin, 'POST', `${url}/clearance`, {
        staffId: team.people.colleague.id,
        statementDate: today,
      });
      expect(cleared.statusCode).toBe(200);
      expect(
        (await post(team.people.colleague, '/api/time-clock/clock-in', { credential: 'RN' })).statusCode,
      ).toBe(201);
    });
  });

  describe('the infection log', () => {
    it("lists the month's cases, children and staff, for the administrator only", async () => {
      const month = today.slice(0, 7);
      expect((await get(team.people.nurse, `/api/infection-log?month=${month}`)).statusCode).toBe(403);
      const bad = await get(team.people.admin, '/api/infection-log?month=2026-13');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.month).toBe(MESSAGES.exclusionMonthRequired);
      const log = (
        await get(team.people.admin, `/api/infection-log?month=${month}`)
      ).json<InfectionLogResponse>();
      expect(log.items.map((item) => item.person.kind).sort()).toEqual(['child', 'staff']);
      expect(log.items.every((item) => item.clearance !== null)).toBe(true);
      const elsewhere = await get(team.people.otherAdmin, `/api/infection-log?month=${month}`);
      expect(elsewhere.json<InfectionLogResponse>().items).toEqual([]);
      const empty = await get(team.people.admin, '/api/infection-log?month=2020-01');
      expect(empty.json<InfectionLogResponse>().items).toEqual([]);
    });
  });
});
