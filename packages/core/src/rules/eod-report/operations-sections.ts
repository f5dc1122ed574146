import type { EodSections } from '../../schemas/eod-reports.ts';
import { facilityDayBounds } from '../medication-schedule.ts';
import type { EodDayRecords } from './day-records.ts';
import { presenceOf, type DayIndex } from './day-index.ts';

const MINUTE_MS = 60_000;

/** A route arriving up to this many minutes after its scheduled arrival is on time. */
export const ROUTE_ON_TIME_GRACE_MINUTES = 10;

/** Claim payment status codes of an 835 (CLP02): processed (1-3), denied (4), reversal (22). */
const PROCESSED_CODES = new Set(['1', '2', '3', '19', '20', '21']);
const DENIED_CODE = '4';
const REVERSAL_CODE = '22';

/** Dollars from cents, to the cent. */
const toDollars = (cents: number) => Math.round(cents) / 100;

/**
 * The handoff a leg's log needs at the child's home, signed by the adult: the pickup of a run to the center (its
 * arrival checks the child in), the drop-off of a run home (which checks the child out).
 */
export function homeHandoffOf(direction: 'to_facility' | 'to_home'): 'pickup' | 'dropoff' {
  return direction === 'to_facility' ? 'pickup' : 'dropoff';
}

/** What went wrong on one route: handoffs to adults not authorized, children a finished route left unsigned. */
function routeIncidents(
  records: EodDayRecords,
  route: EodDayRecords['routes'][number],
  index: DayIndex,
): string[] {
  const handoffs = records.handoffs.filter((handoff) => handoff.routeId === route.id);
  const incidents = handoffs
    .filter((handoff) => !handoff.isAuthorized)
    .map(
      (handoff) => `${index.patientName(handoff.patientId)} handed to an adult not on the authorized list`,
    );
  if (route.status === 'completed') {
    const kind = homeHandoffOf(route.direction);
    for (const patientId of route.patientIds)
      if (!handoffs.some((handoff) => handoff.patientId === patientId && handoff.kind === kind))
        incidents.push(
          `${index.patientName(patientId)} has no signed ${kind === 'pickup' ? 'pickup' : 'drop-off'}`,
        );
  }
  return incidents;
}

/** Minutes a finished route arrived after its schedule (negative when early), or null before it arrives. */
function minutesLate(route: EodDayRecords['routes'][number]): number | null {
  if (!route.actualArrival) return null;
  return Math.round((route.actualArrival.getTime() - route.scheduledArrival.getTime()) / MINUTE_MS);
}

/** Whether a route arrived within the grace of its schedule. */
function isOnTime(route: EodDayRecords['routes'][number]): boolean {
  const late = minutesLate(route);
  return late !== null && late <= ROUTE_ON_TIME_GRACE_MINUTES;
}

/**
 * sections.transportation: routes completed and cancelled, on-time performance (arrived within 10 minutes of
 * schedule, over the routes that arrived), children carried, incidents, and each driver and route.
 */
export function buildTransportationSection(
  records: EodDayRecords,
  index: DayIndex,
): EodSections['transportation'] {
  const arrived = records.routes.filter(
    (route) => route.actualArrival !== null && route.status !== 'cancelled',
  );
  const metrics = records.routes.map((route) => {
    const incidents = routeIncidents(records, route, index);
    return {
      routeId: route.id,
      routeName: route.name,
      direction: route.direction,
      status: route.status,
      driverName: index.staffName(route.driverId),
      scheduledArrival: route.scheduledArrival.toISOString(),
      actualArrival: route.actualArrival?.toISOString() ?? null,
      minutesLate: minutesLate(route),
      patients: route.patientIds.length,
      handoffs: records.handoffs.filter((handoff) => handoff.routeId === route.id).length,
      incidents,
    };
  });
  const drivers = [...new Set(records.routes.map((route) => route.driverId))];
  return {
    totalRoutes: records.routes.length,
    completedRoutes: records.routes.filter((route) => route.status === 'completed').length,
    cancelledRoutes: records.routes.filter((route) => route.status === 'cancelled').length,
    onTimePerformance: arrived.length > 0 ? arrived.filter(isOnTime).length / arrived.length : null,
    totalPatients: new Set(
      records.routes.filter((route) => route.status !== 'cancelled').flatMap((route) => route.patientIds),
    ).size,
    incidents: metrics.reduce((sum, route) => sum + route.incidents.length, 0),
    byDriver: drivers
      .map((driverId) => {
        const own = records.routes.filter((route) => route.driverId === driverId);
        return {
          driverId,
          driverName: index.staffName(driverId),
          routes: own.length,
          completed: own.filter((route) => route.status === 'completed').length,
          onTime: own.filter((route) => route.status !== 'cancelled' && isOnTime(route)).length,
        };
      })
      .sort((left, right) => left.driverName.localeCompare(right.driverName)),
    routeMetrics: metrics.sort((left, right) => left.scheduledArrival.localeCompare(right.scheduledArrival)),
  };
}

/**
 * sections.billing: charges for the day's services, claims submitted that day, the payments and denials of the
 * remittances posted that day, the facility's outstanding balance at day's end, the collection rate (paid over
 * charged, on the claims adjudicated that day) and the denial rate, by insurance and by service.
 */
export function buildBillingSection(records: EodDayRecords): EodSections['billing'] {
  const day = facilityDayBounds(records.reportDate, records.facility.timeZone);
  const ofDay = records.claims.filter(
    (claim) => claim.serviceDate === records.reportDate && claim.status !== 'draft',
  );
  const payments = records.payments.filter((payment) => payment.statusCode !== REVERSAL_CODE);
  const paid = payments.filter((payment) => PROCESSED_CODES.has(payment.statusCode) && payment.paidCents > 0);
  const denied = payments.filter((payment) => payment.statusCode === DENIED_CODE);
  const adjudicatedCharge = payments.reduce((sum, payment) => sum + payment.chargeCents, 0);
  const postedCents = records.payments.reduce((sum, payment) => sum + payment.paidCents, 0);
  const claimById = new Map(records.claims.map((claim) => [claim.id, claim]));
  const insuranceOf = (claimId: string) => claimById.get(claimId)?.insuranceName ?? 'No insurance on file';
  const insurers = [
    ...new Set([
      ...ofDay.map((claim) => claim.insuranceName ?? 'No insurance on file'),
      ...payments.map((payment) => insuranceOf(payment.claimId)),
    ]),
  ].sort();
  const services = new Map<string, { code: string; description: string; units: number; cents: number }>();
  for (const service of ofDay.flatMap((claim) => claim.services)) {
    const entry = services.get(service.code) ?? {
      code: service.code,
      description: service.description,
      units: 0,
      cents: 0,
    };
    entry.units += service.quantity;
    entry.cents += service.totalCents;
    services.set(service.code, entry);
  }
  return {
    totalCharges: toDollars(ofDay.reduce((sum, claim) => sum + claim.totalCents, 0)),
    claimsSubmitted: records.claims.filter(
      (claim) => claim.submittedAt !== null && claim.submittedAt >= day.start && claim.submittedAt < day.end,
    ).length,
    claimsPaid: new Set(paid.map((payment) => payment.claimId)).size,
    claimsDenied: new Set(denied.map((payment) => payment.claimId)).size,
    paymentsPosted: toDollars(postedCents),
    outstandingBalance: toDollars(records.outstandingCents),
    collectionRate:
      adjudicatedCharge > 0
        ? Math.min(1, payments.reduce((sum, payment) => sum + payment.paidCents, 0) / adjudicatedCharge)
        : null,
    denialRate: payments.length > 0 ? denied.length / payments.length : null,
    byInsurance: insurers.map((insuranceName) => {
      const own = payments.filter((payment) => insuranceOf(payment.claimId) === insuranceName);
      const charged = ofDay.filter(
        (claim) => (claim.insuranceName ?? 'No insurance on file') === insuranceName,
      );
      return {
        insuranceName,
        claims: charged.length,
        charges: toDollars(charged.reduce((sum, claim) => sum + claim.totalCents, 0)),
        paid: toDollars(own.reduce((sum, payment) => sum + payment.paidCents, 0)),
        denied: own.filter((payment) => payment.statusCode === DENIED_CODE).length,
      };
    }),
    revenueByService: [...services.values()]
      .sort((left, right) => left.code.localeCompare(right.code))
      .map((entry) => ({
        code: entry.code,
        description: entry.description,
        units: entry.units,
        charges: toDollars(entry.cents),
      })),
  };
}

/** sections.attendance: the children checked in, each stay, and the hours at the center (to the report's time). */
export function buildAttendanceSection(records: EodDayRecords, index: DayIndex): EodSections['attendance'] {
  const stays = presenceOf(records);
  const byPatient = index.sortByName([...stays.keys()]).map((patientId) => {
    const stay = stays.get(patientId)!;
    const end = stay.checkedOutAt ?? records.asOf;
    const hours = Math.max(0, (end.getTime() - stay.checkedInAt.getTime()) / (60 * MINUTE_MS));
    return {
      patientId,
      patientName: index.patientName(patientId),
      checkedInAt: stay.checkedInAt.toISOString(),
      checkedOutAt: stay.checkedOutAt?.toISOString() ?? null,
      hours: Math.round(hours * 100) / 100,
    };
  });
  return {
    childrenPresent: byPatient.length,
    totalHours: Math.round(byPatient.reduce((sum, stay) => sum + stay.hours, 0) * 100) / 100,
    byPatient,
  };
}
