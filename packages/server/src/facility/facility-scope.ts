import type { Transaction } from 'kysely';
import { facilityOfRequest, todayInZone, type FacilitySettingsResponse } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { loadFacilitySettings, type FacilitySettings } from './load-facility-settings.ts';

/**
 * The scoped load of the facility a settings request is about: a super_admin's named facility (else their
 * own), anyone else's own facility only. Another facility, or none, answers undefined: the same 404 either way
 * (ARCHITECTURE.md, "The request path").
 */
export async function findManagedFacility(
  trx: Transaction<Database>,
  actor: Actor,
  requestedId: string | undefined,
): Promise<FacilitySettings | undefined> {
  const facilityId = facilityOfRequest(actor, requestedId);
  if (!facilityId || (requestedId !== undefined && requestedId !== facilityId)) return undefined;
  return loadFacilitySettings(trx, facilityId);
}

/** A facility's settings and closure days (with their names) as GET and PUT /api/facility answer them. */
export async function presentFacilitySettings(
  trx: Transaction<Database>,
  facility: FacilitySettings,
  now: Date,
): Promise<FacilitySettingsResponse> {
  const closureDays = await trx
    .selectFrom('facility_closure_days')
    .select(['closed_on', 'reason'])
    .where('facility_id', '=', facility.id)
    .orderBy('closed_on')
    .execute();
  return {
    facility: {
      id: facility.id,
      name: facility.name,
      address: facility.address,
      phone: facility.phone,
      timeZone: facility.timeZone,
      opensAt: facility.opensAt,
      closesAt: facility.closesAt,
      openWeekdays: facility.openWeekdays,
      licensedCapacity: facility.licensedCapacity,
      stateRuleSet: facility.stateRuleSet,
      defaultVitalRanges: facility.defaultVitalRanges,
      closureDays: closureDays.map((day) => ({ date: day.closed_on, name: day.reason })),
      today: todayInZone(now, facility.timeZone),
    },
  };
}
