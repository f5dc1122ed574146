import { beforeAll, describe, expect, it } from 'vitest';
import {
  VITAL_SIGNS_CSV_COLUMNS,
  facilityDayBounds,
  todayInZone,
  type VitalSignsRecord,
} from '@carenest/core';
import { FACILITY_ZONE, setUpVitalSignsFixture } from './support/vital-signs-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('vital signs on %s', (kind) => {
  const { database, people, children, get, record, list, auditRows, recordLilyReadings } =
    setUpVitalSignsFixture(kind);

  beforeAll(recordLilyReadings);

  describe('the list', () => {
    it("shows only visible patients' readings, newest first, and filters by text and patient", async () => {
      await record(people.unassignedNurse, { patientId: children.zoe, heartRate: 95 });
      expect((await list(people.nurse)).items.map((item) => item.patientName)).toEqual(
        Array(3).fill('Lily Nguyen'),
      );
      expect((await list(people.admin)).total).toBe(4);
      expect((await list(people.otherAdmin)).total).toBe(0);
      expect((await list(people.admin, '?search=park')).items.map((item) => item.patientName)).toEqual([
        'Zoe Park',
      ]);
      expect((await list(people.admin, `?search=${children.zoe}`)).total).toBe(1);
      expect((await list(people.admin, `?patientId=${children.lily}`)).total).toBe(3);
      expect((await list(people.nurse, `?patientId=${children.zoe}`)).total).toBe(0);
      const page = await list(people.admin, '?pageSize=2&page=2');
      expect([page.items.length, page.total, page.timeZone]).toEqual([2, 4, FACILITY_ZONE]);
    });

    it("starts 'today' at midnight on the facility's clock", async () => {
      const { start } = facilityDayBounds(todayInZone(new Date(), FACILITY_ZONE), FACILITY_ZONE);
      await database.db
        .insertInto('vital_signs')
        .values([
          { patient_id: children.zoe, recorded_by: people.admin.id, recorded_at: start, heart_rate: 70 },
          {
            patient_id: children.zoe,
            recorded_by: people.admin.id,
            recorded_at: new Date(start.getTime() - 1000),
            heart_rate: 71,
          },
          {
            patient_id: children.zoe,
            recorded_by: people.admin.id,
            recorded_at: new Date(Date.now() - 8 * 86_400_000),
            heart_rate: 72,
          },
        ])
        .execute();
      const rates = async (period: string) =>
        (await list(people.admin, `?patientId=${children.zoe}&period=${period}`)).items.map(
          (item) => item.heartRate,
        );
      expect(await rates('today')).toEqual([95, 70]);
      expect(await rates('week')).toEqual([95, 70, 71]);
      expect(await rates('all')).toEqual([95, 70, 71, 72]);
    });

    it('gives a chart its period oldest first', async () => {
      const trend = await get(people.admin, `/api/vital-signs/trend?patientId=${children.zoe}&period=week`);
      expect(trend.json().items.map((item: VitalSignsRecord) => item.heartRate)).toEqual([71, 70, 95]);
    });
  });

  describe('exports', () => {
    it('downloads CSV with the spec columns, a safe server-set name, no-store and neutralised formulas', async () => {
      const response = await get(people.nurse, '/api/vital-signs/export?format=csv');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="vital-signs-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const [header, ...rows] = response.body.trim().split('\r\n');
      expect(header).toBe(VITAL_SIGNS_CSV_COLUMNS.join(','));
      expect(rows).toHaveLength(3);
      expect(rows.find((row) => row.includes('103.2'))).toContain(`"'=HYPERLINK(""x"") nurse"`);
      expect(response.body).toContain('O2 saturation 88% below 95% (critical)');
    });

    it('downloads JSON and a real PDF, for the list and for one record, each audited with format and count', async () => {
      const json = await get(people.admin, `/api/vital-signs/export?format=json&patientId=${children.lily}`);
      expect(json.headers['content-type']).toContain('application/json');
      expect(json.json().records).toHaveLength(3);
      const pdf = await get(people.admin, '/api/vital-signs/export?format=pdf&period=week');
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const [one] = (await list(people.admin, `?patientId=${children.lily}`)).items;
      const single = await get(people.admin, `/api/vital-signs/${one!.id}/export?format=pdf`);
      expect(single.headers['content-disposition']).toMatch(/filename="vital-signs-record-[\d-]+\.pdf"/);
      expect(single.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const audit = (await auditRows('EXPORT_VITAL_SIGNS')).map((row) => row.new_values);
      expect(audit.slice(-3)).toEqual([
        { format: 'json', recordCount: 3 },
        { format: 'pdf', recordCount: 6 },
        { format: 'pdf', recordCount: 1 },
      ]);
    });

    it('answers 404 when another facility exports a record, and 400 for an unknown format', async () => {
      const [one] = (await list(people.admin)).items;
      expect((await get(people.otherAdmin, `/api/vital-signs/${one!.id}/export?format=csv`)).statusCode).toBe(
        404,
      );
      expect((await get(people.admin, '/api/vital-signs/export?format=xlsx')).statusCode).toBe(400);
    });
  });
});
