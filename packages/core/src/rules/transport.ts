/** The spec's route statuses (part 2, "Route"). */
export const ROUTE_STATUSES = [
  'scheduled',
  'en_route_pickup',
  'picking_up',
  'en_route_facility',
  'arrived',
  'completed',
  'cancelled',
] as const;
/** A route's status. */
export type RouteStatus = (typeof ROUTE_STATUSES)[number];

/** Labels of the status badge. */
export const ROUTE_STATUS_LABELS: Record<RouteStatus, string> = {
  scheduled: 'Scheduled',
  en_route_pickup: 'En route to pickup',
  picking_up: 'Picking up',
  en_route_facility: 'En route to facility',
  arrived: 'Arrived',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** One driver action of the spec's table: the button, where it leads and its side effect. */
export interface RouteTransition {
  from: RouteStatus;
  action: string;
  to: RouteStatus;
  /** The actual time the change stamps when it is still empty. */
  stamps: 'actualDeparture' | 'actualArrival' | null;
}

/**
 * The spec's route status table (part 2, section 4), the only moves a route makes, and only by the driver
 * who owns it. Cancelling is an administrator's act with a reason, outside this table.
 */
export const ROUTE_TRANSITIONS: readonly RouteTransition[] = [
  { from: 'scheduled', action: 'Start Route', to: 'en_route_pickup', stamps: 'actualDeparture' },
  { from: 'en_route_pickup', action: 'Begin Pickup', to: 'picking_up', stamps: null },
  { from: 'picking_up', action: 'Head to Facility', to: 'en_route_facility', stamps: null },
  { from: 'en_route_facility', action: 'Arrived at Facility', to: 'arrived', stamps: 'actualArrival' },
  { from: 'arrived', action: 'Complete Route', to: 'completed', stamps: null },
];

/** The driver's next move from a status, or undefined when the route has none (completed, cancelled). */
export function nextTransition(status: RouteStatus): RouteTransition | undefined {
  return ROUTE_TRANSITIONS.find((transition) => transition.from === status);
}

/** Why a status change is refused: "A Picking up route cannot move to Completed". */
export function routeTransitionRefusal(from: RouteStatus, to: RouteStatus): string {
  return `A ${ROUTE_STATUS_LABELS[from]} route cannot move to ${ROUTE_STATUS_LABELS[to]}`;
}

/** The spec's progress bar: scheduled 0, 20, 40, 70, 90, completed 100, any other 0. */
export function routeProgress(status: RouteStatus): number {
  const progress: Partial<Record<RouteStatus, number>> = {
    en_route_pickup: 20,
    picking_up: 40,
    en_route_facility: 70,
    arrived: 90,
    completed: 100,
  };
  return progress[status] ?? 0;
}

/** The spec's in-progress counter: en_route_pickup and en_route_facility. */
export function isRouteInProgress(status: RouteStatus): boolean {
  return status === 'en_route_pickup' || status === 'en_route_facility';
}

/** Whether a route still moves (neither completed nor cancelled). */
export function isRouteOpen(status: RouteStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

/** Which way a route carries the children: to the facility in the morning, home in the afternoon. */
export const ROUTE_DIRECTIONS = ['to_facility', 'to_home'] as const;
/** A route's direction. */
export type RouteDirection = (typeof ROUTE_DIRECTIONS)[number];

/** Labels of the directions. */
export const ROUTE_DIRECTION_LABELS: Record<RouteDirection, string> = {
  to_facility: 'To the facility',
  to_home: 'Home',
};

/**
 * The credential of the staff member riding along, as the Texas PPEC rule (1 TAC §363.212) asks it to be
 * logged: registered nurse, licensed vocational nurse, or direct care staff.
 */
export const ATTENDANT_CREDENTIALS = ['RN', 'LVN', 'direct_care'] as const;
/** A riding attendant's credential. */
export type AttendantCredential = (typeof ATTENDANT_CREDENTIALS)[number];

/** Labels of the credentials. */
export const ATTENDANT_CREDENTIAL_LABELS: Record<AttendantCredential, string> = {
  RN: 'RN',
  LVN: 'LVN',
  direct_care: 'Direct care',
};

/** How much each credential covers: an RN may ride where an LVN or direct care staff is required, and so on. */
const CREDENTIAL_RANK: Record<AttendantCredential, number> = { direct_care: 1, LVN: 2, RN: 3 };

/** Whether an attendant with `have` (or no attendant) satisfies a child's required credential. */
export function credentialCovers(have: AttendantCredential | null, need: AttendantCredential): boolean {
  return have !== null && CREDENTIAL_RANK[have] >= CREDENTIAL_RANK[need];
}

/**
 * Why a route cannot start for want of an attendant (the first child whose chart requires a credential the
 * route's attendant does not cover), or null when it can: "Lily Nguyen needs an RN aboard; this route's
 * attendant is LVN" or "...; this route has no attendant".
 */
export function attendantShortfall(
  attendant: AttendantCredential | null,
  children: readonly { name: string; needs: AttendantCredential | null }[],
): string | null {
  const child = children.find(
    (candidate) => candidate.needs && !credentialCovers(attendant, candidate.needs),
  );
  if (!child?.needs) return null;
  const needs = ATTENDANT_CREDENTIAL_LABELS[child.needs];
  const has = attendant
    ? `this route's attendant is ${ATTENDANT_CREDENTIAL_LABELS[attendant]}`
    : 'this route has no attendant';
  return `${child.name} needs ${needs === 'RN' ? 'an RN' : needs === 'LVN' ? 'an LVN' : 'direct care staff'} aboard; ${has}`;
}

/** The two handoffs of a child: taken from the adult (pickup) and handed to the adult (dropoff). */
export const HANDOFF_KINDS = ['pickup', 'dropoff'] as const;
/** A handoff's kind. */
export type HandoffKind = (typeof HANDOFF_KINDS)[number];

/** The status in which each handoff is signed (spec: pickup while picking_up, dropoff while arrived). */
export const HANDOFF_STATUS: Record<HandoffKind, RouteStatus> = {
  pickup: 'picking_up',
  dropoff: 'arrived',
};

/** The spec's signature relationships; Parent is the default. */
export const HANDOFF_RELATIONSHIPS = ['Parent', 'Guardian', 'Grandparent', 'Other'] as const;
/** Who the adult is to the child. */
export type HandoffRelationship = (typeof HANDOFF_RELATIONSHIPS)[number];

/** The route signature canvas (spec: 400x150), black ink. */
export const ROUTE_SIGNATURE_CANVAS = { width: 400, height: 150, strokeColor: '#000000' } as const;

/** The spec's geolocation watch: high accuracy, timeout 10 s, maximum age 60 s. */
export const ROUTE_GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
} as const;

/** How often the driver's phone sends a fix: at most one per 10 s unless it moved 50 m. */
export const FIX_MINIMUM_INTERVAL_MS = 10_000;
/** The distance that sends a fix before the interval is over. */
export const FIX_MINIMUM_DISTANCE_M = 50;

/** How many fixes the route detail shows (spec: the last 5, at 6 decimals). */
export const ROUTE_DETAIL_FIXES = 5;

/** A location fix as the phone reports it. */
export interface LocationFix {
  latitude: number;
  longitude: number;
  /** The device's own time of the fix, in ms since the epoch. */
  takenAt: number;
}

/** Distance in metres between two fixes (haversine on a 6,371 km sphere). */
export function distanceInMetres(a: LocationFix, b: LocationFix): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const latitude = radians(b.latitude - a.latitude);
  const longitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(latitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(longitude / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether the phone sends `next`: the first fix, 10 s after the last one sent, or 50 m away from it. */
export function shouldSendFix(lastSent: LocationFix | null, next: LocationFix): boolean {
  if (!lastSent) return true;
  if (next.takenAt - lastSent.takenAt >= FIX_MINIMUM_INTERVAL_MS) return true;
  return distanceInMetres(lastSent, next) >= FIX_MINIMUM_DISTANCE_M;
}
