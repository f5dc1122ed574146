import { beforeAll, describe, expect, it } from 'vitest';
import type { CareTask, DashboardResponse } from '@carenest/core';
import { setUpEmarFixture } from './support/emar-fixture.ts';
import type { TestUser } from './support/factories.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('Tasks & Reminders of the care team on %s', (kind) => {
  const { database, people, children, get, post, call } = setUpEmarFixture(kind);
  const tasksOf = async (user: TestUser): Promise<CareTask[]> => {
    const answer = await get(user, '/api/dashboard');
    expect(answer.statusCode).toBe(200);
    return answer.json<DashboardResponse>().careTasks;
  };
  const facilityOfChild = async (patientId: string) =>
    (
      await database.db
        .selectFrom('patients')
        .select('facility_id')
        .where('id', '=', patientId)
        .executeTakeFirstOrThrow()
    ).facility_id;
  const kindsFor = (tasks: CareTask[], patientId: string) =>
    tasks.filter((task) => task.patient.id === patientId).map((task) => task.kind);

  beforeAll(async () => {
    // A physician visit for Lily in an hour, and one for Omar (another facility) at the same time.
    const inAnHour = new Date(Date.now() + 60 * 60_000);
    for (const [patientId, facilityOf] of [
      [children.lily, people.admin],
      [children.omar, people.otherAdmin],
    ] as const)
      await database.db
        .insertInto('appointments')
        .values({
          facility_id: await facilityOfChild(patientId),
          patient_id: patientId,
          appointment_type: 'physician_visit',
          status: 'scheduled',
          starts_at: inAnHour,
          duration_minutes: 30,
          location: 'Room 2',
          notes: '',
          preferred_date: null,
          requested_by: null,
          response_message: null,
          answered_by: null,
          answered_at: null,
          created_by: facilityOf.id,
        })
        .execute();
  });

  it('answers 401 signed out', async () => {
    expect((await call(null, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it("lists the nurse's doses due and overdue, each linking to the child's Medications tab", async () => {
    const tasks = await tasksOf(people.nurse);
    const doses = tasks.filter((task) => task.kind === 'dose_due' || task.kind === 'dose_overdue');
    expect(doses.map((task) => [task.kind, task.title])).toEqual([
      ['dose_overdue', 'Overdue: Baclofen 5 mg'],
      ['dose_due', expect.stringMatching(/^Due: /)],
    ]);
    for (const task of doses) expect(task.link).toBe(`/patients/${children.lily}?tab=medications`);
    expect(tasks.find((task) => task.kind === 'appointment_today')).toMatchObject({
      title: 'Physician visit',
      patient: { id: children.lily },
      link: `/patients/${children.lily}`,
    });
  });

  it('asks for a recheck after an abnormal reading, until a later reading or a note follows it', async () => {
    expect(kindsFor(await tasksOf(people.nurse), children.lily)).not.toContain('recheck_due');
    expect(
      (await post(people.nurse, '/api/vital-signs', { patientId: children.lily, temperature: 103.1 }))
        .statusCode,
    ).toBe(201);
    const recheck = (await tasksOf(people.nurse)).find((task) => task.kind === 'recheck_due');
    expect(recheck).toMatchObject({
      patient: { id: children.lily },
      link: `/patients/${children.lily}?tab=vital-signs`,
    });
    expect(
      (await post(people.nurse, '/api/vital-signs', { patientId: children.lily, temperature: 98.9 }))
        .statusCode,
    ).toBe(201);
    expect(kindsFor(await tasksOf(people.nurse), children.lily)).not.toContain('recheck_due');
  });

  it('asks for the nursing note of a child present today, until one is written', async () => {
    await database.db
      .insertInto('attendance_events')
      .values({
        facility_id: await facilityOfChild(children.lily),
        patient_id: children.lily,
        service_date: new Date().toISOString().slice(0, 10),
        kind: 'check_in',
        occurred_at: new Date(Date.now() - 60_000),
        source: 'front_desk',
        route_id: null,
        adult_name: 'Front desk',
        signature_png: Buffer.from([137, 80, 78, 71]),
        image_sha256: '0'.repeat(64),
        recorded_by: people.admin.id,
      })
      .execute();
    const note = (await tasksOf(people.nurse)).find((task) => task.kind === 'nursing_note_due');
    expect(note).toMatchObject({ patient: { id: children.lily }, link: '/clinical-notes?new=1' });
    const written = await post(people.nurse, '/api/clinical-notes', {
      patientId: children.lily,
      noteType: 'nursing_note',
      content: 'Settled after arrival.',
    });
    expect(written.statusCode).toBe(201);
    expect(kindsFor(await tasksOf(people.nurse), children.lily)).not.toContain('nursing_note_due');
  });

  it('scopes tasks exactly as the records: the therapist, another facility, a parent and a driver', async () => {
    expect(kindsFor(await tasksOf(people.therapist), children.lily)).toEqual(['appointment_today']);
    const elsewhere = await tasksOf(people.otherNurse);
    expect(elsewhere.some((task) => task.patient.id === children.lily)).toBe(false);
    const administrator = await tasksOf(people.admin);
    expect(administrator.some((task) => task.patient.id === children.omar)).toBe(false);
    expect(kindsFor(administrator, children.lily)).toContain('dose_overdue');
    expect(await tasksOf(people.parent)).toEqual([]);
    expect(await tasksOf(people.driver)).toEqual([]);
  });
});
