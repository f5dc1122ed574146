import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';

/**
 * Announces a recorded or resolved security event (security-event.changed) to the administrators of its
 * facility, whose Security screen lists it. An event tied to no facility (failures naming an unknown email)
 * is announced to nobody in particular: each administrator sees it on the next read.
 */
export async function publishSecurityEventChanged(
  trx: Transaction<Database>,
  event: { id: string; facilityId: string | null },
): Promise<void> {
  if (!event.facilityId) return;
  await publishEvent(trx, {
    kind: 'security-event.changed',
    resourceId: event.id,
    facility: { id: event.facilityId, roles: ['administrator'] },
  });
}
