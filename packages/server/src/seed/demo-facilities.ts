import type { Transaction } from 'kysely';
import { addCalendarDays, todayInZone, usFederalHolidays } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/**
 * The two demo facilities with their settings: a Florida center in Orlando (where the demo vans run) and a
 * Texas one in El Paso, on another clock, whose alerts follow the PALS age bands. Addresses and 555-01xx
 * phone numbers are fictional.
 */
export const DEMO_FACILITIES = [
  {
    name: 'Sunshine Pediatric Extended Care',
    timezone: 'America/New_York',
    address: '1600 Lake Underhill Rd, Orlando, FL 32803',
    phone: '(407) 555-0142',
    state_rule_set: 'florida',
    licensed_capacity: 45,
    opens_at: '07:00',
    closes_at: '18:00',
    open_weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    default_vital_ranges: 'spec',
  },
  {
    name: 'Desert Bloom PPEC',
    timezone: 'America/Denver',
    address: '4815 Alameda Ave, El Paso, TX 79905',
    phone: '(915) 555-0178',
    state_rule_set: 'texas',
    licensed_capacity: 30,
    opens_at: '06:30',
    closes_at: '18:30',
    open_weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    default_vital_ranges: 'age_bands',
  },
] as const;

/** How far ahead a demo closure day starts: past the demo's scheduled runs, appointments and claims. */
const CLOSURE_LEAD_DAYS = 14;

/**
 * Closes each demo facility on the next two holidays most centers close on, at least two weeks ahead, so the
 * facility screen lists them and no demo record falls on a closed day.
 */
export async function seedDemoClosureDays(
  trx: Transaction<Database>,
  input: { facilityIds: readonly string[]; administratorId: string; now: Date },
): Promise<void> {
  const firstDay = addCalendarDays(todayInZone(input.now, DEMO_FACILITIES[0].timezone), CLOSURE_LEAD_DAYS);
  const year = Number(firstDay.slice(0, 4));
  const holidays = [...usFederalHolidays(year), ...usFederalHolidays(year + 1)]
    .filter((holiday) => holiday.isCommonClosure && holiday.date >= firstDay)
    .slice(0, 2);
  await trx
    .insertInto('facility_closure_days')
    .values(
      input.facilityIds.flatMap((facilityId) =>
        holidays.map((holiday) => ({
          facility_id: facilityId,
          closed_on: holiday.date,
          reason: holiday.name,
          created_by: input.administratorId,
        })),
      ),
    )
    .execute();
}
