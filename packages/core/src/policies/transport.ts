import type { RouteStatus } from '../rules/transport.ts';
import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a route a decision needs. */
export interface RouteFacts {
  driverId: string;
  status: RouteStatus;
}

/** The statuses in which the van is on the road. */
const ON_THE_ROAD: readonly RouteStatus[] = ['en_route_pickup', 'picking_up', 'en_route_facility'];

/** The facts of a route that decide whether its viewer may see where the van is. */
export interface VanPositionFacts {
  status: RouteStatus;
  /** Whether a child of the viewing parent on this route has been handed back (dropped off) already. */
  hasHandedBackViewersChild: boolean;
}

/**
 * Transportation (spec part 2, "Transportation Management" and the capability table: "see own routes, change
 * status, collect signatures: driver who owns the route"; "view all routes: administrator"). Which routes a
 * user sees at all is the server's scoped load: drivers their own, administrators their facility's, parents
 * the routes carrying their children (and only their children's stops).
 */
export const transportPolicy = {
  /** The Transportation screen and a route's detail. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'transport', 'read'),
  /** Creating, editing, cancelling and copying routes (administrators). */
  canManage: (actor: PolicyActor): boolean => holds(actor, 'transport', 'create'),
  /** Editing or cancelling this route: a manager, while the route has not started. */
  canEdit: (actor: PolicyActor, route: RouteFacts): boolean =>
    holds(actor, 'transport', 'create') && route.status === 'scheduled',
  /**
   * Moving the route, sending fixes and taking signatures: only the driver who owns it (whether the route
   * can still move is the status table's answer, a 409 rather than a 403).
   */
  canDrive: (actor: PolicyActor, route: Pick<RouteFacts, 'driverId'>): boolean =>
    holds(actor, 'transport', 'update') && actor.role === 'driver' && route.driverId === actor.userId,
  /**
   * Seeing where the van is: staff who read the route always; a parent only while it is on the road and none of
   * their children on it has been handed back yet (on its way to their stop, or their child aboard).
   */
  canSeeVanPosition: (actor: PolicyActor, van: VanPositionFacts): boolean =>
    holds(actor, 'transport', 'read') &&
    (actor.role !== 'parent' || (ON_THE_ROAD.includes(van.status) && !van.hasHandedBackViewersChild)),
};
