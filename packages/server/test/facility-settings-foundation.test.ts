import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_RULES } from '@carenest/core';
import { JOBS } from '../src/background-jobs.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate.ts';
import { loadFacilitiesSettings, loadFacilitySettings } from '../src/facility/index.ts';
import { createFacility, createUser } from './support/factories.ts';
import {
  TEST_DATABASES,
  createTestDatabase,
  createUnmigratedTestDatabase,
  type TestDatabase,
} from './support/test-database.ts';

describe.each(TEST_DATABASES)('a facility’s settings on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('gives a facility made without settings Monday to Friday, 07:00–18:00, the spec’s ranges and no capacity', async () => {
    const facilityId = await createFacility(database.db, 'America/Chicago');
    const settings = await loadFacilitySettings(database.db, facilityId);
    expect(settings).toMatchObject({
      id: facilityId,
      address: '',
      phone: '',
      timeZone: 'America/Chicago',
      stateRuleSet: 'texas',
      stateRules: STATE_RULES.texas,
      licensedCapacity: null,
      opensAt: '07:00',
      closesAt: '18:00',
      openWeekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      defaultVitalRanges: 'spec',
    });
    expect(settings!.calendar).toEqual({
      timeZone: 'America/Chicago',
      openWeekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      closureDays: new Set(),
      opensAt: '07:00',
      closesAt: '18:00',
    });
  });

  it('loads each facility’s own closure days into its calendar, for one facility or many', async () => {
    const florida = await createFacility(database.db);
    const texas = await createFacility(database.db, 'America/Denver');
    const administrator = await createUser(database.db, 'administrator', florida);
    await database.db
      .updateTable('facilities')
      .set({ state_rule_set: 'florida', open_weekdays: ['monday', 'wednesday', 'saturday'] })
      .where('id', '=', florida)
      .execute();
    await database.db
      .insertInto('facility_closure_days')
      .values([
        {
          facility_id: florida,
          closed_on: '2026-11-26',
          reason: 'Thanksgiving Day',
          created_by: administrator.id,
        },
        {
          facility_id: florida,
          closed_on: '2026-12-25',
          reason: 'Christmas Day',
          created_by: administrator.id,
        },
        { facility_id: texas, closed_on: '2026-07-03', reason: 'Independence Day', created_by: null },
      ])
      .execute();
    const [first, second] = await loadFacilitiesSettings(database.db, [texas, florida]);
    const byId = new Map([first!, second!].map((settings) => [settings.id, settings]));
    expect(byId.get(florida)!.stateRules.facility.label).toBe('Florida');
    expect(byId.get(florida)!.calendar.openWeekdays).toEqual(['monday', 'wednesday', 'saturday']);
    expect([...byId.get(florida)!.calendar.closureDays].sort()).toEqual(['2026-11-26', '2026-12-25']);
    expect([...byId.get(texas)!.calendar.closureDays]).toEqual(['2026-07-03']);
    expect(await loadFacilitiesSettings(database.db, [])).toEqual([]);
    expect(await loadFacilitySettings(database.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    const everyFacility = await loadFacilitiesSettings(database.db);
    expect(everyFacility.map((settings) => settings.id)).toEqual(expect.arrayContaining([florida, texas]));
  });

  it('refuses a second closure of the same day, hours that close before they open and impossible settings', async () => {
    const facilityId = await createFacility(database.db);
    const closure = { facility_id: facilityId, closed_on: '2026-05-25', reason: 'Memorial Day' };
    await database.db.insertInto('facility_closure_days').values(closure).execute();
    await expect(database.db.insertInto('facility_closure_days').values(closure).execute()).rejects.toThrow();
    const refusedUpdates = [
      sql`UPDATE facilities SET opens_at = '18:00', closes_at = '07:00' WHERE id = ${facilityId}`,
      sql`UPDATE facilities SET opens_at = '7:00' WHERE id = ${facilityId}`,
      sql`UPDATE facilities SET open_weekdays = '{}' WHERE id = ${facilityId}`,
      sql`UPDATE facilities SET open_weekdays = '{monday,funday}' WHERE id = ${facilityId}`,
      sql`UPDATE facilities SET licensed_capacity = 0 WHERE id = ${facilityId}`,
      sql`UPDATE facilities SET state_rule_set = 'arizona' WHERE id = ${facilityId}`,
      sql`UPDATE facilities SET default_vital_ranges = 'adult' WHERE id = ${facilityId}`,
    ];
    for (const update of refusedUpdates) await expect(update.execute(database.db)).rejects.toThrow();
  });
});

describe.each(TEST_DATABASES)('the facility-settings migration on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createUnmigratedTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('follows Florida’s rules where the billing address is in Florida and Texas’s elsewhere', async () => {
    const { db } = database;
    await migrateUpTo(db, '029-session-changes');
    const [miami] = await sql<{ id: string }>`
      INSERT INTO facilities (name, timezone) VALUES ('Miami', 'America/New_York'), ('Houston', 'America/Chicago')
      RETURNING id`
      .execute(db)
      .then((result) => result.rows.map((row) => row.id));
    const { rows } = await sql<{ id: string }>`
      INSERT INTO users (email, first_name, last_name, role, facility_id, password_hash)
      VALUES ('billing@example.org', 'Bea', 'Biller', 'administrator', ${miami}, 'x') RETURNING id`.execute(
      db,
    );
    await sql`
      INSERT INTO billing_settings (facility_id, provider_name, npi, tax_id, taxonomy, address_line1, city, state,
        postal_code, place_of_service, submitter_id, submitter_contact_name, submitter_phone, receiver_id,
        receiver_name, updated_by, updated_at)
      VALUES (${miami}, 'Miami PPEC', '1234567893', '123456789', '261QM1000X', '1 Bay Rd', 'Miami', 'FL', '33101',
        '11', 'S1', 'Bea', '3055550100', 'R1', 'Sandbox', ${rows[0]!.id}, now())`.execute(db);
    await migrateToLatest(db, JOBS);
    const ruleSets = await db
      .selectFrom('facilities')
      .select(['name', 'state_rule_set'])
      .orderBy('name')
      .execute();
    expect(ruleSets).toEqual([
      { name: 'Houston', state_rule_set: 'texas' },
      { name: 'Miami', state_rule_set: 'florida' },
    ]);
  });
});
