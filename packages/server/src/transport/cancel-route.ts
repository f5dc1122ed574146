import { publishEvent } from '../events/publish-event.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { RouteRow } from './load-routes.ts';

/**
 * Cancels a scheduled route with its reason (administrators; the caller has checked it has not started):
 * who cancelled it and when are kept on the route, the CANCEL_ROUTE audit row keeps the reason, and the
 * parents of its children and its driver see it cancelled at once (route.changed).
 */
export async function cancelRoute(
  scope: CommandScope & { route: RouteRow; children: string[]; reason: string },
): Promise<void> {
  const { trx, actor, now, route, children, reason } = scope;
  await trx
    .updateTable('transport_routes')
    .set({
      status: 'cancelled',
      cancel_reason: reason,
      cancelled_by: actor.userId,
      cancelled_at: now,
      updated_at: now,
    })
    .where('id', '=', route.id)
    .execute();
  await auditChange(scope, {
    action: 'CANCEL_ROUTE',
    resourceType: 'ROUTE',
    resourceId: route.id,
    oldValues: { status: route.status },
    newValues: { status: 'cancelled', reason },
  });
  await publishEvent(trx, { kind: 'route.changed', resourceId: route.id, patientIds: children });
}
