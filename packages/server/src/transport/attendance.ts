import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { reviewStaffingRatio } from '../staffing/index.ts';
import { announceDailyReport } from '../my-children/index.ts';
import { excludedChildrenAmong } from '../infection-control/index.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { RouteRow } from './load-routes.ts';

/** One check-in or check-out to record. */
export interface AttendanceEntry {
  patientId: string;
  kind: 'check_in' | 'check_out';
  /** The adult who handed the child over or took them back, when there is one. */
  adultName: string | null;
}

/** The children among `patientIds` already checked in or out (`kind`) on the route's service day. */
async function alreadyRecorded(
  trx: Transaction<Database>,
  route: RouteRow,
  kind: AttendanceEntry['kind'],
  patientIds: readonly string[],
): Promise<Set<string>> {
  if (patientIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('attendance_events')
    .select('patient_id')
    .where('facility_id', '=', route.facility_id)
    .where('service_date', '=', route.service_date)
    .where('kind', '=', kind)
    .where('patient_id', 'in', [...patientIds])
    .execute();
  return new Set(rows.map((row) => row.patient_id));
}

/**
 * Records check-ins or check-outs that come from a route (the daily log: times, the adult, the route and so
 * the driver and attendant), each once per child, kind and service day; each audited (CHECK_IN, CHECK_OUT)
 * and announced as attendance.changed; a check-out tells the parents the daily report is ready. Answers the
 * children recorded. An excluded child is not checked in.
 */
export async function recordRouteAttendance(
  scope: CommandScope & { route: RouteRow; entries: AttendanceEntry[] },
): Promise<string[]> {
  const { trx, actor, now, route, entries } = scope;
  const recorded: string[] = [];
  for (const kind of ['check_in', 'check_out'] as const) {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    const ids = ofKind.map((entry) => entry.patientId);
    const skip = await alreadyRecorded(trx, route, kind, ids);
    // An excluded child is never checked in (Florida 59A-13.020), even one aboard on arrival.
    if (kind === 'check_in') for (const id of await excludedChildrenAmong(trx, ids)) skip.add(id);
    for (const entry of ofKind.filter((candidate) => !skip.has(candidate.patientId))) {
      const { id } = await trx
        .insertInto('attendance_events')
        .values({
          facility_id: route.facility_id,
          patient_id: entry.patientId,
          service_date: route.service_date,
          kind,
          occurred_at: now,
          source: 'route',
          route_id: route.id,
          adult_name: entry.adultName,
          recorded_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditChange(scope, {
        action: kind === 'check_in' ? 'CHECK_IN' : 'CHECK_OUT',
        resourceType: 'ATTENDANCE',
        resourceId: id,
        newValues: {
          patientId: entry.patientId,
          routeId: route.id,
          adultName: entry.adultName,
          source: 'route',
        },
      });
      recorded.push(entry.patientId);
      if (kind === 'check_out')
        await announceDailyReport({ trx, now, patientId: entry.patientId, serviceDate: route.service_date });
    }
  }
  if (recorded.length > 0) {
    await publishEvent(trx, { kind: 'attendance.changed', resourceId: route.id, patientIds: recorded });
    await reviewStaffingRatio(trx, route.facility_id, now);
  }
  return recorded;
}
