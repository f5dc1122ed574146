import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  ROUTE_SIGNATURE_CANVAS,
  addCalendarDays,
  todayInZone,
  type EodReportDetail,
  type EodReportListItem,
  type EodStatusResponse,
} from '@carenest/core';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import { setUpEmarFixture } from './support/emar-fixture.ts';
import { createUser } from './support/factories.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** An instant today at a wall-clock time of the facility's fixed-offset zone ("Etc/GMT-3" is UTC+3). */
function todayAt(zone: string, time: string): Date {
  const sign = zone.startsWith('Etc/GMT-') ? '+' : '-';
  const hours = zone === 'Etc/GMT' ? 0 : Math.abs(Number(zone.slice(7)));
  const offset = `${sign}${String(hours).padStart(2, '0')}:00`;
  return new Date(`${todayInZone(new Date(), zone)}T${time}:00${offset}`);
}

describe.each(TEST_DATABASES)('end-of-day reports on %s', (kind) => {
  const fixture = setUpEmarFixture(kind);
  const { database, get, post, people, children, orders } = fixture;
  const facilityZone = async () =>
    (
      await database.db
        .selectFrom('facilities')
        .select('timezone')
        .where('id', '=', await homeOf())
        .executeTakeFirstOrThrow()
    ).timezone;
  const homeOf = async () =>
    (
      await database.db
        .selectFrom('patients')
        .select('facility_id')
        .where('id', '=', children.lily)
        .executeTakeFirstOrThrow()
    ).facility_id;
  const generate = (body: object, user = people.admin) => post(user, '/api/eod-reports', body);

  it('refuses other roles, future days and days before the facility existed, leaving nothing', async () => {
    const zone = await facilityZone();
    const today = todayInZone(new Date(), zone);
    const nurse = await generate({ date: today }, people.nurse);
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json().error.message).toBe(MESSAGES.eodRestricted);
    expect((await get(people.nurse, '/api/eod-reports')).statusCode).toBe(403);
    const future = await generate({ date: addCalendarDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.date).toBe(MESSAGES.eodDateInFuture);
    const before = await generate({ date: addCalendarDays(today, -1) });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.message).toBe(MESSAGES.eodDateBeforeFacility);
    expect((await generate({ date: '2026-02-30' })).statusCode).toBe(400);
    expect((await generate({ date: today, force: 'yes' })).statusCode).toBe(400);
    expect(await fixture.countRows('eod_reports')).toBe(0);
  });

  it('lists the facilities an administrator or a super_admin reports on; a super_admin names one', async () => {
    const superAdmin = await createUser(database.db, 'super_admin', null);
    const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();
    const own = (await get(people.admin, '/api/eod-reports/facilities')).json<{ items: { id: string }[] }>();
    expect(ids(own.items)).toEqual([await homeOf()]);
    const every = (await get(superAdmin, '/api/eod-reports/facilities')).json<{ items: { id: string }[] }>();
    const all = await database.db.selectFrom('facilities').select('id').execute();
    expect(ids(every.items)).toEqual(ids(all));
    expect((await get(superAdmin, '/api/eod-reports')).statusCode).toBe(400);
    expect((await get(superAdmin, `/api/eod-reports?facilityId=${await homeOf()}`)).statusCode).toBe(200);
    expect((await get(people.nurse, '/api/eod-reports/facilities')).statusCode).toBe(403);
  });

  it('computes the day from its records: the figures match the database counted independently', async () => {
    const db = database.db;
    const zone = await facilityZone();
    const today = todayInZone(new Date(), zone);
    // Lily came on the morning van at 08:30; Zoe is checked in at the front desk now.
    await db
      .insertInto('attendance_events')
      .values({
        facility_id: await homeOf(),
        patient_id: children.lily,
        service_date: today,
        kind: 'check_in',
        occurred_at: todayAt(zone, '08:30'),
        source: 'route',
        recorded_by: people.driver.id,
      })
      .execute();
    expect(
      (
        await post(people.admin, '/api/attendance', {
          patientId: children.zoe,
          kind: 'check_in',
          adultName: 'Ana Park',
          signature: sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS),
        })
      ).statusCode,
    ).toBe(201);
    // The noon dose is given on time; the 09:00 Baclofen, due while Lily was here, is never recorded.
    expect(
      (await fixture.administer(people.nurse, orders.noonMedication, { scheduledFor: '12:00' })).statusCode,
    ).toBe(201);
    const fever = await post(people.nurse, '/api/vital-signs', {
      patientId: children.lily,
      temperature: 103,
      heartRate: 110,
    });
    expect(fever.statusCode).toBe(201);
    const note = await post(people.nurse, '/api/clinical-notes', {
      patientId: children.lily,
      noteType: 'nursing_note',
      content: 'Febrile at 103; cooled, fluids given, parents called.',
    });
    expect(note.statusCode).toBe(201);

    const created = await generate({ date: today });
    expect(created.statusCode).toBe(201);
    const { report } = created.json<{ report: EodReportListItem; isExisting: boolean }>();
    expect(report).toMatchObject({
      status: 'completed',
      isAutomated: false,
      reportDate: today,
      totalPatients: 2,
    });
    expect(report.retentionDate).toBe(`${Number(today.slice(0, 4)) + 10}${today.slice(4)}`);

    const opened = await get(people.admin, `/api/eod-reports/${report.id}`);
    expect(opened.statusCode).toBe(200);
    const detail = opened.json<EodReportDetail>();
    expect(detail.verification).toEqual({ isHashValid: true, isSignatureValid: true, problem: null });
    const sections = detail.sections!;
    const count = async (query: string) =>
      Number((await sql<{ n: string }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);
    expect(sections.clinicalNotes.totalNotes).toBe(await count('SELECT count(*) AS n FROM clinical_notes'));
    expect(sections.vitalSigns.totalReadings).toBe(await count('SELECT count(*) AS n FROM vital_signs'));
    expect(sections.vitalSigns.abnormalReadings).toBe(
      await count('SELECT count(*) AS n FROM vital_signs WHERE jsonb_array_length(alerts) > 0'),
    );
    expect(sections.medications.totalAdministrations).toBe(await fixture.administrationCount());
    expect(sections.attendance.childrenPresent).toBe(
      await count("SELECT count(DISTINCT patient_id) AS n FROM attendance_events WHERE kind = 'check_in'"),
    );
    expect(sections.medications).toMatchObject({
      scheduledDoses: 2,
      givenOnTime: 1,
      missedDoses: 1,
      onTimeRate: 0.5,
    });
    expect(detail.summary!.recommendations[0]).toContain('1 missed dose');
    expect(detail.summary!.followUpItems.find((item) => item.description.includes('Baclofen'))).toMatchObject(
      {
        priority: 'high',
        dueDate: addCalendarDays(today, 1),
        link: `/patients/${children.lily}?tab=medications`,
      },
    );
    const lily = sections.childDays.find((day) => day.patientId === children.lily)!;
    expect(lily.checks.find((check) => check.check === 'vitals_followed_up')!.isPassed).toBe(true);
    expect(lily.checks.find((check) => check.check === 'nursing_note_signed')!.isPassed).toBe(true);
    expect(lily.checks.find((check) => check.check === 'departure_signed')).toMatchObject({
      isPassed: false,
      link: '/transportation?tab=log',
    });
    expect(detail.summary!.staffOnDutyDetails.map((member) => member.staffId).sort()).toEqual(
      [people.admin.id, people.driver.id, people.nurse.id].sort(),
    );
    expect(await fixture.auditActions('VIEW_EOD_REPORT')).toHaveLength(1);
    expect(await fixture.auditActions('GENERATE_EOD_REPORT')).toHaveLength(1);
  });

  it('answers the day’s report to a second generation and keeps both when forced', async () => {
    const today = todayInZone(new Date(), await facilityZone());
    const again = await generate({ date: today });
    expect(again.statusCode).toBe(200);
    const existing = again.json<{ report: EodReportListItem; isExisting: boolean }>();
    expect(existing.isExisting).toBe(true);
    const forced = await generate({ date: today, force: true });
    expect(forced.statusCode).toBe(201);
    const replacement = forced.json<{ report: EodReportListItem }>().report;
    expect(replacement.id).not.toBe(existing.report.id);
    const list = (await get(people.admin, '/api/eod-reports')).json<{ items: EodReportListItem[] }>().items;
    expect(list.map((item) => [item.id, item.status])).toEqual([
      [replacement.id, 'completed'],
      [existing.report.id, 'archived'],
    ]);
    const detail = (await get(people.admin, `/api/eod-reports/${replacement.id}`)).json<EodReportDetail>();
    expect(detail.supersedes).toBe(existing.report.id);
    expect(detail.accessLog.map((entry) => entry.action)).toEqual(['GENERATE_EOD_REPORT']);
    const reopened = (await get(people.admin, `/api/eod-reports/${replacement.id}`)).json<EodReportDetail>();
    expect(reopened.accessLog.map((entry) => entry.action)).toEqual([
      'VIEW_EOD_REPORT',
      'GENERATE_EOD_REPORT',
    ]);
    const status = (
      await get(people.admin, `/api/eod-reports/status?date=${today}`)
    ).json<EodStatusResponse>();
    expect(status).toMatchObject({
      hasEODReport: true,
      needsAutomatedGeneration: false,
      dayState: 'completed',
      reportId: replacement.id,
    });
    expect((await get(people.otherAdmin, `/api/eod-reports/${replacement.id}`)).statusCode).toBe(404);
    // The database keeps one completed report a day and refuses to change or delete one.
    await expect(
      sql`UPDATE eod_reports SET status = 'completed' WHERE id = ${existing.report.id}`.execute(database.db),
    ).rejects.toThrow(/immutable/);
    await expect(
      sql`DELETE FROM eod_reports WHERE id = ${replacement.id}`.execute(database.db),
    ).rejects.toThrow(/retention/);
  });

  it('exports PDF and CSV named eod-report-date, audited with the format', async () => {
    const today = todayInZone(new Date(), await facilityZone());
    const { report } = (await generate({ date: today })).json<{ report: EodReportListItem }>();
    const pdf = await get(people.admin, `/api/eod-reports/${report.id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="eod-report-${today}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await get(people.admin, `/api/eod-reports/${report.id}/export?format=csv`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="eod-report-${today}.csv"`);
    expect(csv.body.split('\r\n')[0]).toBe('Section,Item,Field,Value');
    expect(csv.body).toContain('medications,,missedDoses,1');
    const exports = await fixture.auditActions('EXPORT_EOD_REPORT');
    expect(exports.map((row) => (row.new_values as { format: string }).format).sort()).toEqual([
      'csv',
      'pdf',
    ]);
  });

  it('finds a report altered in the database: opening says so and export is refused with the reason', async () => {
    const today = todayInZone(new Date(), await facilityZone());
    const { report } = (await generate({ date: today })).json<{ report: EodReportListItem }>();
    await sql`ALTER TABLE eod_reports DISABLE TRIGGER eod_reports_immutable`.execute(database.db);
    await sql`UPDATE eod_reports SET summary = jsonb_set(summary, '{complianceScore}', '100') WHERE id = ${report.id}`.execute(
      database.db,
    );
    await sql`ALTER TABLE eod_reports ENABLE TRIGGER eod_reports_immutable`.execute(database.db);
    const detail = (await get(people.admin, `/api/eod-reports/${report.id}`)).json<EodReportDetail>();
    expect(detail.verification).toMatchObject({ isHashValid: false, isSignatureValid: true });
    expect(detail.verification.problem).toMatch(/do not match its hash/);
    const refused = await get(people.admin, `/api/eod-reports/${report.id}/export?format=pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(new RegExp(`^${MESSAGES.eodReportFailedVerification}: `));
    const failed = (await fixture.auditActions('EXPORT_EOD_REPORT')).filter((row) => !row.success);
    expect(failed).toHaveLength(1);
  });
});
