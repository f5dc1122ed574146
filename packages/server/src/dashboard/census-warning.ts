import { MESSAGES, isAboveLicensedCapacity, type CensusWarning } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadFacilitySettings } from '../facility/index.ts';
import type { Actor } from '../shared/actor.ts';

/**
 * The census warning of a facility administrator's dashboard: the children present today (the Daily Census
 * card) above the facility's licensed capacity, citing the state's daily census rule. None for a super_admin,
 * whose census spans every facility, nor while the capacity is not recorded.
 */
export async function loadCensusWarning(
  trx: Transaction<Database>,
  actor: Actor,
  present: number | undefined,
): Promise<CensusWarning | null> {
  if (actor.role !== 'administrator' || !actor.facilityId || present === undefined) return null;
  const facility = await loadFacilitySettings(trx, actor.facilityId);
  if (!facility?.licensedCapacity || !isAboveLicensedCapacity(present, facility.licensedCapacity))
    return null;
  return {
    present,
    licensedCapacity: facility.licensedCapacity,
    message: MESSAGES.censusAboveCapacity,
    rule: facility.stateRules.facility.dailyCensusRule,
  };
}
