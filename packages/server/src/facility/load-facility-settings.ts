import type { Kysely } from 'kysely';
import {
  stateRulesFor,
  type DefaultVitalRanges,
  type FacilityCalendar,
  type StateRuleSet,
  type StateRules,
  type Weekday,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** A facility's settings as other features read them, with its state's rules and its calendar. */
export interface FacilitySettings {
  id: string;
  name: string;
  address: string;
  phone: string;
  timeZone: string;
  stateRuleSet: StateRuleSet;
  /** The rules of its state rule set: core's `STATE_RULES[stateRuleSet]`. */
  stateRules: StateRules;
  /** Null until an administrator records it. */
  licensedCapacity: number | null;
  opensAt: string;
  closesAt: string;
  openWeekdays: Weekday[];
  defaultVitalRanges: DefaultVitalRanges;
  /** Its open weekdays, hours and every closure day, for core's calendar rules (`isOpenOn`, `addWorkingDays`). */
  calendar: FacilityCalendar;
  createdAt: Date;
}

/** The columns a facility's settings are made of. */
const SETTINGS_COLUMNS = [
  'id',
  'name',
  'address',
  'phone',
  'timezone',
  'state_rule_set',
  'licensed_capacity',
  'opens_at',
  'closes_at',
  'open_weekdays',
  'default_vital_ranges',
  'created_at',
] as const;

/** Every closure day of the given facilities, by facility. */
async function loadClosureDays(
  db: Kysely<Database>,
  facilityIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byFacility = new Map(facilityIds.map((id) => [id, new Set<string>()]));
  if (facilityIds.length === 0) return byFacility;
  const rows = await db
    .selectFrom('facility_closure_days')
    .select(['facility_id', 'closed_on'])
    .where('facility_id', 'in', facilityIds)
    .execute();
  for (const row of rows) byFacility.get(row.facility_id)?.add(row.closed_on);
  return byFacility;
}

/**
 * The settings of the given facilities (every facility when `facilityIds` is omitted), in two queries
 * whatever their number. Works inside a request's transaction or on the pool (a job).
 */
export async function loadFacilitiesSettings(
  db: Kysely<Database>,
  facilityIds?: readonly string[],
): Promise<FacilitySettings[]> {
  if (facilityIds?.length === 0) return [];
  let query = db.selectFrom('facilities').select(SETTINGS_COLUMNS).orderBy('created_at').orderBy('id');
  if (facilityIds) query = query.where('id', 'in', facilityIds);
  const rows = await query.execute();
  const closures = await loadClosureDays(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    timeZone: row.timezone,
    stateRuleSet: row.state_rule_set,
    stateRules: stateRulesFor(row.state_rule_set),
    licensedCapacity: row.licensed_capacity,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    openWeekdays: row.open_weekdays,
    defaultVitalRanges: row.default_vital_ranges,
    calendar: {
      timeZone: row.timezone,
      openWeekdays: row.open_weekdays,
      closureDays: closures.get(row.id) ?? new Set(),
      opensAt: row.opens_at,
      closesAt: row.closes_at,
    },
    createdAt: row.created_at,
  }));
}

/** One facility's settings, or undefined when there is no such facility. */
export async function loadFacilitySettings(
  db: Kysely<Database>,
  facilityId: string,
): Promise<FacilitySettings | undefined> {
  const [settings] = await loadFacilitiesSettings(db, [facilityId]);
  return settings;
}
