import type { Transaction } from 'kysely';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';

/** What can be marked resolved, with the audit action and resource type of doing so. */
const RESOLVABLE = {
  security_events: { action: 'RESOLVE_SECURITY_EVENT', resourceType: 'SECURITY_EVENT' },
  system_alerts: { action: 'RESOLVE_SYSTEM_ALERT', resourceType: 'SYSTEM_ALERT' },
} as const;

/**
 * Marks a security event or a system alert resolved by a user and writes it to the audit log, in the caller's
 * transaction. The caller has already checked that the user may see the row.
 */
export async function markResolved(
  trx: Transaction<Database>,
  table: keyof typeof RESOLVABLE,
  id: string,
  context: AuditContext & { userId: string },
): Promise<void> {
  await trx
    .updateTable(table)
    .set({ resolved: true, resolved_at: new Date(), resolved_by: context.userId })
    .where('id', '=', id)
    .execute();
  await appendAudit(trx, context, {
    ...RESOLVABLE[table],
    resourceId: id,
    oldValues: { resolved: false },
    newValues: { resolved: true },
  });
}
