import type { FacilitySettingsInput } from '@carenest/core';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { FacilitySettings } from './load-facility-settings.ts';

/** The settings as the form names them, from a facility's loaded settings. */
function settingsOf(facility: FacilitySettings): Record<keyof FacilitySettingsInput, unknown> {
  return {
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
  };
}

/**
 * Saves a facility's settings, the row locked. Audited as UPDATE_FACILITY with the old and new value of each
 * field that changed (one row; none when nothing changed). Answers the names of the fields changed.
 */
export async function updateFacilitySettings(
  scope: CommandScope & { facility: FacilitySettings; input: FacilitySettingsInput },
): Promise<string[]> {
  const { trx, facility, input } = scope;
  await trx.selectFrom('facilities').select('id').where('id', '=', facility.id).forUpdate().execute();
  const before = settingsOf(facility);
  const changed = (Object.keys(input) as (keyof FacilitySettingsInput)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(input[field]),
  );
  if (changed.length === 0) return changed;
  await trx
    .updateTable('facilities')
    .set({
      name: input.name,
      address: input.address,
      phone: input.phone,
      timezone: input.timeZone,
      opens_at: input.opensAt,
      closes_at: input.closesAt,
      open_weekdays: input.openWeekdays,
      licensed_capacity: input.licensedCapacity,
      state_rule_set: input.stateRuleSet,
      default_vital_ranges: input.defaultVitalRanges,
    })
    .where('id', '=', facility.id)
    .execute();
  await auditChange(scope, {
    action: 'UPDATE_FACILITY',
    resourceType: 'FACILITY',
    resourceId: facility.id,
    oldValues: Object.fromEntries(changed.map((field) => [field, before[field]])),
    newValues: { fields: changed, ...Object.fromEntries(changed.map((field) => [field, input[field]])) },
  });
  return changed;
}
