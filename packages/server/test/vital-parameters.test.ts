import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGE_BAND_SOURCE,
  MESSAGES,
  todayInZone,
  type VitalParametersResponse,
  type VitalSignsRecord,
} from '@carenest/core';
import { liveEventsAbout } from './support/live-events.ts';
import { assignStaff, createPatient, type TestUser } from './support/factories.ts';
import { FACILITY_ZONE, setUpVitalSignsFixture } from './support/vital-signs-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** The calendar day `days` after today (UTC), as an ISO date. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An infant's heart-rate order: notify outside 100-160, critical below 80 or above 180. */
const INFANT_ORDER = {
  notifyLow: 100,
  notifyHigh: 160,
  criticalLow: 80,
  criticalHigh: 180,
  orderedBy: 'Dr. Rebecca Lindqvist',
  orderedOn: '2026-01-05',
};

/** A birth date six months before the facility's today. */
function sixMonthsAgo(): string {
  const date = new Date(`${todayInZone(new Date(), FACILITY_ZONE)}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
}

describe.each(TEST_DATABASES)("a child's vital sign parameters on %s", (kind) => {
  const fixture = setUpVitalSignsFixture(kind);
  const { database, people, children, get, call, record, auditRows, notificationsOf } = fixture;
  let infant = '';
  const path = (patientId: string, measurement = 'heartRate') =>
    `/api/patients/${patientId}/vital-parameters/${measurement}`;
  const order = (user: TestUser, patientId: string, body: object, measurement = 'heartRate') =>
    call(user, 'PUT', path(patientId, measurement), body);
  const storedOrders = () => database.db.selectFrom('vital_parameters').selectAll().execute();
  const recorded = async (fields: object) => {
    const response = await record(people.nurse, { patientId: infant, ...fields });
    expect(response.statusCode).toBe(201);
    return response.json<{ record: VitalSignsRecord }>().record;
  };

  beforeAll(async () => {
    const lily = await database.db
      .selectFrom('patients')
      .select('facility_id')
      .where('id', '=', children.lily)
      .executeTakeFirstOrThrow();
    infant = await createPatient(database.db, lily.facility_id, {
      firstName: 'Nova',
      lastName: 'Infant',
      dateOfBirth: sixMonthsAgo(),
    });
    await assignStaff(database.db, infant, people.nurse, people.admin.id);
  });

  it("shows the facility default, the child's age band and its suggestion before any order", async () => {
    const response = await get(people.nurse, `/api/patients/${infant}/vital-parameters`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<VitalParametersResponse>();
    expect(answer.ageBand).toEqual({ key: 'infant', label: 'Infant (1 to 12 months)' });
    expect(answer.source).toBe(AGE_BAND_SOURCE);
    const heartRate = answer.entries.find((entry) => entry.measurement === 'heartRate')!;
    expect(heartRate).toMatchObject({
      appliesFrom: 'facility',
      order: null,
      facilityDefault: { notifyLow: 60, notifyHigh: 100, criticalLow: 50, criticalHigh: 120 },
      suggestion: { notifyLow: 100, notifyHigh: 180, criticalLow: null, criticalHigh: null },
    });
    const breathing = answer.entries.find((entry) => entry.measurement === 'respiratoryRate')!;
    expect(breathing).toMatchObject({ appliesFrom: 'none', facilityDefault: null });
    expect((await auditRows('VIEW_VITAL_PARAMETERS')).at(-1)).toMatchObject({ resource_id: infant });
  });

  it('judges an infant with heart-rate parameters 100-160 Normal at 140 and alerts at 90', async () => {
    const withoutOrder = await recorded({ heartRate: 140 });
    expect(withoutOrder.status).toBe('critical');

    const response = await order(people.nurse, infant, INFANT_ORDER);
    expect(response.statusCode).toBe(200);
    const heartRate = response
      .json<VitalParametersResponse>()
      .entries.find((entry) => entry.measurement === 'heartRate')!;
    expect(heartRate.appliesFrom).toBe('child');
    expect(heartRate.order).toMatchObject({ ...INFANT_ORDER, enteredBy: { id: people.nurse.id } });

    const normal = await recorded({ heartRate: 140, temperature: 98.6 });
    expect(normal).toMatchObject({ status: 'normal', alerts: [] });
    expect(normal.appliedRanges).toEqual([
      {
        measurement: 'temperature',
        source: 'facility',
        notifyLow: 97,
        notifyHigh: 99.5,
        criticalLow: 96,
        criticalHigh: 102,
        orderedBy: null,
        orderedOn: null,
      },
      { measurement: 'heartRate', source: 'child', ...INFANT_ORDER },
    ]);
    const slow = await recorded({ heartRate: 90 });
    expect(slow.status).toBe('critical');
    expect(slow.alerts).toEqual([
      { parameter: 'heartRate', value: 90, threshold: 100, severity: 'high', notificationSent: true },
    ]);
    const bodies = (await notificationsOf(people.admin)).map((notification) => notification.body);
    expect(bodies.some((body) => body.includes('Heart rate 90 bpm below 100 bpm (high)'))).toBe(true);
    expect((await recorded({ heartRate: 75 })).alerts[0]).toMatchObject({
      threshold: 80,
      severity: 'critical',
    });
  });

  it('audits each order with its old and new values and announces it', async () => {
    const replaced = { ...INFANT_ORDER, notifyLow: 110, notifyHigh: 170, criticalHigh: null };
    expect((await order(people.admin, infant, replaced)).statusCode).toBe(200);
    const audit = (await auditRows('ORDER_VITAL_PARAMETERS')).filter((row) => row.resource_id === infant);
    expect(audit.map((row) => [row.old_values, row.new_values])).toEqual([
      [null, { measurement: 'heartRate', ...INFANT_ORDER }],
      [
        { measurement: 'heartRate', ...INFANT_ORDER },
        { measurement: 'heartRate', ...replaced },
      ],
    ]);
    expect(audit.map((row) => row.user_id)).toEqual([people.nurse.id, people.admin.id]);
    const events = await liveEventsAbout(database.db, infant);
    expect(events.filter((event) => event.kind === 'vital-parameters.changed')).toHaveLength(2);
    expect(events[0]).toEqual({ kind: 'vital-parameters.changed', patientIds: [infant], userIds: [] });
  });

  it('alerts on respiratory rate and blood pressure only once the child has parameters', async () => {
    expect(
      (await recorded({ respiratoryRate: 40, bloodPressureSystolic: 120, bloodPressureDiastolic: 80 }))
        .alerts,
    ).toEqual([]);
    const breathing = { notifyLow: 30, notifyHigh: 38, criticalLow: null, criticalHigh: null };
    const pressure = { notifyLow: 72, notifyHigh: 104, criticalLow: 60, criticalHigh: 115 };
    for (const [measurement, limits] of [
      ['respiratoryRate', breathing],
      ['bloodPressureSystolic', pressure],
    ] as const) {
      const response = await order(people.nurse, infant, { ...INFANT_ORDER, ...limits }, measurement);
      expect(response.statusCode).toBe(200);
    }
    const judged = await recorded({
      respiratoryRate: 40,
      bloodPressureSystolic: 120,
      bloodPressureDiastolic: 80,
    });
    expect(
      judged.alerts.map(({ parameter, threshold, severity }) => [parameter, threshold, severity]),
    ).toEqual([
      ['bloodPressureSystolic', 115, 'critical'],
      ['respiratoryRate', 38, 'high'],
    ]);
  });

  it.each([
    [
      'crossing limits',
      { notifyLow: 170, notifyHigh: 160 },
      'notifyHigh',
      'Heart rate: the high limit must be above the low limit',
    ],
    [
      'a critical low inside',
      { criticalLow: 120 },
      'criticalLow',
      'Heart rate: the critical low limit must be below the low limit',
    ],
    [
      'a critical high inside',
      { criticalHigh: 150 },
      'criticalHigh',
      'Heart rate: the critical high limit must be above the high limit',
    ],
    [
      'a limit past the entry bounds',
      { notifyHigh: 310, criticalHigh: null },
      'notifyHigh',
      'Heart rate must be between 40 and 300 for Infant (1 to 12 months)',
    ],
    ['a limit off its step', { notifyLow: 100.5 }, 'notifyLow', 'Heart rate must be a whole number'],
    ['no ordering physician', { orderedBy: '  ' }, 'orderedBy', MESSAGES.orderingPhysicianRequired],
    ['no order date', { orderedOn: '' }, 'orderedOn', MESSAGES.orderDateRequired],
    [
      'an order date in the future',
      { orderedOn: daysFromToday(30) },
      'orderedOn',
      MESSAGES.orderDateInFuture,
    ],
    ['an order date past the limits', { orderedOn: '2999-01-01' }, 'orderedOn', MESSAGES.dateOutOfRange],
  ])('refuses %s with a 400 naming the field and stores nothing', async (_case, change, field, message) => {
    const before = await storedOrders();
    const auditBefore = (await auditRows('ORDER_VITAL_PARAMETERS')).length;
    const response = await order(people.nurse, infant, { ...INFANT_ORDER, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message, fields: { [field]: message } } });
    expect(await storedOrders()).toEqual(before);
    expect(await auditRows('ORDER_VITAL_PARAMETERS')).toHaveLength(auditBefore);
  });

  it('refuses an unknown measurement, a child of another facility, and roles that may not order', async () => {
    expect((await order(people.nurse, infant, INFANT_ORDER, 'weight')).statusCode).toBe(400);
    expect((await order(people.nurse, children.omar, INFANT_ORDER)).statusCode).toBe(404);
    expect((await order(people.otherAdmin, infant, INFANT_ORDER)).statusCode).toBe(404);
    expect((await order(people.unassignedNurse, infant, INFANT_ORDER)).statusCode).toBe(404);
    expect((await order(people.therapist, infant, INFANT_ORDER)).statusCode).toBe(403);
    expect((await order(people.parent, children.lily, INFANT_ORDER)).statusCode).toBe(403);
    expect((await get(people.otherNurse, `/api/patients/${infant}/vital-parameters`)).statusCode).toBe(404);
    const stored = await storedOrders();
    expect(stored.every((row) => row.patient_id === infant)).toBe(true);
  });

  it("removes an order, audited with the old values, and the spec's rules apply again", async () => {
    const response = await call(people.nurse, 'DELETE', path(infant));
    expect(response.statusCode).toBe(200);
    const heartRate = response
      .json<VitalParametersResponse>()
      .entries.find((entry) => entry.measurement === 'heartRate')!;
    expect(heartRate).toMatchObject({ appliesFrom: 'facility', order: null });
    const [removal] = (await auditRows('REMOVE_VITAL_PARAMETERS')).filter(
      (row) => row.resource_id === infant,
    );
    expect(removal).toMatchObject({
      new_values: null,
      old_values: { measurement: 'heartRate', notifyLow: 110 },
    });
    const judged = await recorded({ heartRate: 140 });
    expect(judged.alerts).toEqual([
      { parameter: 'heartRate', value: 140, threshold: 100, severity: 'high', notificationSent: true },
    ]);
    expect(judged.appliedRanges[0]).toMatchObject({ measurement: 'heartRate', source: 'facility' });
    const again = await call(people.nurse, 'DELETE', path(infant));
    expect(again.statusCode).toBe(200);
    expect(await auditRows('REMOVE_VITAL_PARAMETERS')).toHaveLength(1);
  });
});
