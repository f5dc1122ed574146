import type { Transaction } from 'kysely';
import { MESSAGES } from '@carenest/core';
import { publishSystemAlertChanged, raiseSystemAlert } from '../alerts/index.ts';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { loadFacilitySettings } from '../facility/index.ts';
import { loadStaffingRatio } from './load-ratio.ts';

/**
 * Looks at a facility's ratio after a census or staffing change, in the change's transaction: while it is not met
 * one high system alert stays open (raised when it stops being met), resolved when it is met again; the
 * administrators hear of every change (staffing.changed) so their ratio card reads again. The facility's ratio
 * state row is locked first, so two changes at once raise one alert.
 */
export async function reviewStaffingRatio(
  trx: Transaction<Database>,
  facilityId: string,
  now: Date,
): Promise<void> {
  const settings = await loadFacilitySettings(trx, facilityId);
  if (!settings) return;
  await trx
    .insertInto('staffing_ratio_states')
    .values({ facility_id: facilityId, is_met: true, changed_at: now })
    .onConflict((conflict) => conflict.column('facility_id').doNothing())
    .execute();
  const state = await trx
    .selectFrom('staffing_ratio_states')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const ratio = await loadStaffingRatio(
    trx,
    { id: facilityId, timeZone: settings.timeZone, rules: settings.stateRules.staffing },
    now,
  );
  if (!ratio.met && !state.open_alert_id) {
    const alertId = await raiseSystemAlert(trx, {
      facility_id: facilityId,
      type: 'error',
      severity: 'high',
      title: MESSAGES.staffingRatioNotMet,
      description: ratio.shortfall ?? MESSAGES.staffingRatioNotMet,
    });
    await trx
      .updateTable('staffing_ratio_states')
      .set({ is_met: false, changed_at: now, open_alert_id: alertId })
      .where('facility_id', '=', facilityId)
      .execute();
  } else if (ratio.met && state.open_alert_id) {
    await trx
      .updateTable('system_alerts')
      .set({ resolved: true, resolved_at: now })
      .where('id', '=', state.open_alert_id)
      .where('resolved', '=', false)
      .execute();
    await publishSystemAlertChanged(trx, { id: state.open_alert_id, facilityId });
    await trx
      .updateTable('staffing_ratio_states')
      .set({ is_met: true, changed_at: now, open_alert_id: null })
      .where('facility_id', '=', facilityId)
      .execute();
  }
  await publishEvent(trx, {
    kind: 'staffing.changed',
    facility: { id: facilityId, roles: ['administrator'] },
  });
}
