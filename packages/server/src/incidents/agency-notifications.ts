import type { AgencyNotificationInput } from '@carenest/core';
import type { CommandScope } from '../shared/request-scope.ts';

/**
 * Records agencies told of a report (26 TAC §550.903: who was told, when, the reference; the recording user
 * and time beside them). A later entry for the same agency replaces the earlier one.
 */
export async function insertAgencyNotifications(
  scope: CommandScope,
  incidentId: string,
  entries: readonly AgencyNotificationInput[],
): Promise<void> {
  if (entries.length === 0) return;
  await scope.trx
    .insertInto('incident_agency_notifications')
    .values(
      entries.map((entry) => ({
        incident_id: incidentId,
        agency: entry.agency,
        notified_at: entry.notifiedAt,
        reference: entry.reference,
        recorded_by: scope.actor.userId,
        recorded_at: scope.now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['incident_id', 'agency']).doUpdateSet((eb) => ({
        notified_at: eb.ref('excluded.notified_at'),
        reference: eb.ref('excluded.reference'),
        recorded_by: eb.ref('excluded.recorded_by'),
        recorded_at: eb.ref('excluded.recorded_at'),
      })),
    )
    .execute();
}

/** The agencies recorded for a report. */
export function loadAgencyNotifications(scope: CommandScope, incidentId: string) {
  return scope.trx
    .selectFrom('incident_agency_notifications')
    .select(['agency'])
    .where('incident_id', '=', incidentId)
    .execute();
}
