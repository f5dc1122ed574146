import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';

/**
 * Announces that an account changed (user.changed): to its owner, and to the administrators of its facility
 * (and super_admin), whose Users and Assignments screens show it. ARCHITECTURE.md, "Live events".
 */
export function publishUserChanged(
  trx: Transaction<Database>,
  account: { id: string; facilityId: string | null },
): Promise<void> {
  return publishEvent(trx, {
    kind: 'user.changed',
    resourceId: account.id,
    userIds: [account.id],
    ...(account.facilityId ? { facility: { id: account.facilityId, roles: ['administrator'] } } : {}),
  });
}
