import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

type RouteScope = ExpressionBuilder<Database, 'transport_routes'>;

/**
 * Which routes a user sees at all (ARCHITECTURE.md, "Transportation and attendance"): administrators their facility's,
 * drivers their own, parents those carrying one of their children (and of those only their children's stops,
 * see stopsVisibleTo), super_admin every route; a pending account none.
 */
export function isRouteVisibleTo(actor: PolicyActor): (eb: RouteScope) => Expression<SqlBool> {
  return (eb) => {
    if (actor.isPending) return sql<boolean>`false`;
    switch (actor.role) {
      case 'super_admin':
      case 'administrator':
        return isInFacilityScope(actor, 'transport_routes.facility_id');
      case 'driver':
        return eb('transport_routes.driver_id', '=', actor.userId);
      case 'parent':
        return eb.exists(
          eb
            .selectFrom('transport_route_stops')
            .innerJoin('patient_parents', 'patient_parents.patient_id', 'transport_route_stops.patient_id')
            .select(sql`1`.as('one'))
            .whereRef('transport_route_stops.route_id', '=', 'transport_routes.id')
            .where('patient_parents.parent_id', '=', actor.userId),
        );
      default:
        return sql<boolean>`false`;
    }
  };
}

/** The children of a parent (linked), for filtering the stops they may see; null for everyone else. */
export async function childrenOfParent(
  trx: Transaction<Database>,
  actor: PolicyActor,
): Promise<Set<string> | null> {
  if (actor.role !== 'parent') return null;
  const rows = await trx
    .selectFrom('patient_parents')
    .select('patient_id')
    .where('parent_id', '=', actor.userId)
    .execute();
  return new Set(rows.map((row) => row.patient_id));
}
