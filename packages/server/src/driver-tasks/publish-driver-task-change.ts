import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';

/** Tells the driver and their facility's administrators that a task or message of that driver changed. */
export function publishDriverTaskChange(
  trx: Transaction<Database>,
  change: { resourceId: string; driverId: string; facilityId: string },
): Promise<void> {
  return publishEvent(trx, {
    kind: 'driver-task.changed',
    resourceId: change.resourceId,
    userIds: [change.driverId],
    facility: { id: change.facilityId, roles: ['administrator'] },
  });
}
