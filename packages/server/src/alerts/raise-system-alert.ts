import type { Insertable, Transaction } from 'kysely';
import type { Database, SystemAlertsTable } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';

/** A system alert to raise: what administrators must look at (facility null: every facility). */
export type SystemAlertInput = Pick<
  Insertable<SystemAlertsTable>,
  'facility_id' | 'type' | 'title' | 'description' | 'severity' | 'security_event_id'
>;

/**
 * Raises a system alert in the caller's transaction and announces it (system-alert.changed) to the
 * administrators of its facility, whose dashboard panel and /system-alerts show it. An alert for every
 * facility is announced to nobody in particular: each administrator sees it on the next read.
 */
export async function raiseSystemAlert(trx: Transaction<Database>, alert: SystemAlertInput): Promise<string> {
  const { id } = await trx
    .insertInto('system_alerts')
    .values(alert)
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishSystemAlertChanged(trx, { id, facilityId: alert.facility_id ?? null });
  return id;
}

/** Announces a changed system alert (system-alert.changed) to the administrators of its facility. */
export async function publishSystemAlertChanged(
  trx: Transaction<Database>,
  alert: { id: string; facilityId: string | null },
): Promise<void> {
  if (!alert.facilityId) return;
  await publishEvent(trx, {
    kind: 'system-alert.changed',
    resourceId: alert.id,
    facility: { id: alert.facilityId, roles: ['administrator'] },
  });
}
