import { beforeAll, describe, expect, it } from 'vitest';
import { todayInZone, type VitalSignsRecord } from '@carenest/core';
import { patientInputFor } from './support/isolation-inputs.ts';
import { FACILITY_ZONE, setUpVitalSignsFixture } from './support/vital-signs-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** A birth date `months` months before the facility's today. */
function monthsAgo(months: number): string {
  const date = new Date(`${todayInZone(new Date(), FACILITY_ZONE)}T12:00:00Z`);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

describe.each(TEST_DATABASES)('readings by age on %s', (kind) => {
  const fixture = setUpVitalSignsFixture(kind);
  const { database, people, post, record, auditRows } = fixture;
  let infant = '';

  beforeAll(async () => {
    const body = { ...patientInputFor('Noor', 'MRN-INFANT-0004'), dateOfBirth: monthsAgo(4) };
    const created = await post(people.admin, '/api/patients', body);
    expect(created.statusCode).toBe(201);
    infant = created.json<{ patient: { id: string } }>().patient.id;
  });

  it('refuses an impossible value for a four-month-old with a 400 naming the field and the band', async () => {
    const before = (await auditRows('CREATE_VITAL_SIGNS')).length;
    const response = await record(people.admin, { patientId: infant, respiratoryRate: 48, heartRate: 35 });
    expect(response.statusCode).toBe(400);
    const message = 'Heart rate must be between 40 and 300 for Infant (1 to 12 months)';
    expect(response.json()).toMatchObject({ error: { message, fields: { heartRate: message } } });
    expect(await auditRows('CREATE_VITAL_SIGNS')).toHaveLength(before);
  });

  it('records a four-month-old breathing 48 times a minute with a heart rate of 150', async () => {
    const response = await record(people.admin, { patientId: infant, respiratoryRate: 48, heartRate: 150 });
    expect(response.statusCode).toBe(201);
    const saved = response.json<{ record: VitalSignsRecord }>().record;
    expect(saved).toMatchObject({ respiratoryRate: 48, heartRate: 150, status: 'critical' });
    expect(saved.appliedRanges.map((range) => range.source)).toEqual(['facility']);
  });

  it('judges a child without an order by their age band once the facility chooses the PALS age bands', async () => {
    const { facility_id: facilityId } = await database.db
      .selectFrom('patients')
      .select('facility_id')
      .where('id', '=', infant)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('facilities')
      .set({ default_vital_ranges: 'age_bands' })
      .where('id', '=', facilityId)
      .execute();
    const normal = (
      await record(people.admin, { patientId: infant, respiratoryRate: 48, heartRate: 150 })
    ).json<{ record: VitalSignsRecord }>().record;
    expect(normal).toMatchObject({ status: 'normal', alerts: [] });
    expect(normal.appliedRanges.map((range) => [range.measurement, range.source])).toEqual([
      ['heartRate', 'age_band'],
      ['respiratoryRate', 'age_band'],
    ]);
    const slow = (await record(people.admin, { patientId: infant, heartRate: 55 })).json<{
      record: VitalSignsRecord;
    }>().record;
    expect(slow.alerts).toMatchObject([{ parameter: 'heartRate', threshold: 60, severity: 'high' }]);
    await database.db
      .updateTable('facilities')
      .set({ default_vital_ranges: 'spec' })
      .where('id', '=', facilityId)
      .execute();
  });

  it("keeps the spec's bounds for an adult of the facility and names the band", async () => {
    const body = { ...patientInputFor('Remy', 'MRN-ADULT-0005'), dateOfBirth: monthsAgo(12 * 18) };
    const adult = (await post(people.admin, '/api/patients', body)).json<{ patient: { id: string } }>()
      .patient.id;
    const response = await record(people.admin, { patientId: adult, respiratoryRate: 48 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      respiratoryRate: 'Respiratory rate must be between 8 and 40 for Adult (16 years and over)',
    });
  });
});
