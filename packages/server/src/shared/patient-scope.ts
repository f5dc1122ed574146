import {
  sql,
  type ExpressionBuilder,
  type Expression,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { facilityScopeOf, isAdministrator, reachesOnlyCareTeam, type PolicyActor } from '@carenest/core';
import type { Actor } from './actor.ts';
import type { Database } from '../db/schema.ts';

type PatientScope = ExpressionBuilder<Database, 'patients'>;

/**
 * The rule of who sees which child (ARCHITECTURE.md, "Policies"), as a condition on `patients`:
 * parents their linked children, nurses and therapists their care team (core's `reachesOnlyCareTeam`:
 * actively assigned patients, and charts opened through emergency access in the last 4 hours), administrators
 * their facility, super_admin everyone. Drivers see the children on their current routes (isCurrentRoute), and
 * a pending self-registered account sees nobody.
 */
export function isPatientVisibleTo(actor: PolicyActor): (eb: PatientScope) => Expression<SqlBool> {
  return (eb) => {
    if (actor.isPending) return sql<boolean>`false`;
    const whole = wholeFacilitiesVisibleTo(actor);
    if (whole === 'all') return sql<boolean>`true`;
    if (whole) return eb('patients.facility_id', '=', whole.facilityId);
    if (reachesOnlyCareTeam(actor)) {
      if (!actor.facilityId) return sql<boolean>`false`;
      return eb.and([
        eb('patients.facility_id', '=', actor.facilityId),
        eb.or([
          eb.exists(
            eb
              .selectFrom('staff_assignments')
              .select(sql`1`.as('one'))
              .whereRef('staff_assignments.patient_id', '=', 'patients.id')
              .where('staff_assignments.staff_id', '=', actor.userId)
              .where('staff_assignments.is_active', '=', true),
          ),
          eb.exists(
            eb
              .selectFrom('emergency_access_grants')
              .select(sql`1`.as('one'))
              .whereRef('emergency_access_grants.patient_id', '=', 'patients.id')
              .where('emergency_access_grants.user_id', '=', actor.userId)
              .where('emergency_access_grants.expires_at', '>', sql<Date>`now()`),
          ),
        ]),
      ]);
    }
    switch (actor.role) {
      case 'super_admin':
      case 'administrator':
        // Seeing whole facilities is answered above; an administrator of no facility sees nobody.
        return sql<boolean>`false`;
      case 'parent':
        return eb.exists(
          eb
            .selectFrom('patient_parents')
            .select(sql`1`.as('one'))
            .whereRef('patient_parents.patient_id', '=', 'patients.id')
            .where('patient_parents.parent_id', '=', actor.userId),
        );
      case 'driver':
        return eb.exists(
          eb
            .selectFrom('transport_route_stops')
            .innerJoin('transport_routes', 'transport_routes.id', 'transport_route_stops.route_id')
            .select(sql`1`.as('one'))
            .whereRef('transport_route_stops.patient_id', '=', 'patients.id')
            .where('transport_routes.driver_id', '=', actor.userId)
            .where(isCurrentRoute),
        );
      default:
        return sql<boolean>`false`;
    }
  };
}

/**
 * The whole facilities an actor sees by isPatientVisibleTo: an administrator's own facility, or every one for
 * super_admin; null for everyone who sees a chosen few (their counts come from the patients themselves).
 */
export function wholeFacilitiesVisibleTo(actor: PolicyActor): { facilityId: string } | 'all' | null {
  if (actor.isPending || !isAdministrator(actor.role)) return null;
  const scope = facilityScopeOf(actor);
  if (scope.isEveryFacility) return 'all';
  return scope.facilityId ? { facilityId: scope.facilityId } : null;
}

/**
 * The routes that open a child's record to their driver: not cancelled, from yesterday on (a run that ended
 * late last night still needs its children), never older ones.
 */
function isCurrentRoute(eb: ExpressionBuilder<Database, 'transport_routes'>): Expression<SqlBool> {
  return eb.and([
    eb('transport_routes.status', '!=', 'cancelled'),
    eb('transport_routes.service_date', '>=', sql<string>`current_date - 1`),
  ]);
}

/** The ids of the patients the actor may see, as a subquery. */
export function visiblePatientIds(trx: Transaction<Database>, actor: Actor) {
  return trx.selectFrom('patients').select('patients.id').where(isPatientVisibleTo(actor));
}

/** A child the actor may see, as commands need them: name, MRN, status, facility and its time zone. */
export interface VisiblePatient {
  id: string;
  firstName: string;
  lastName: string;
  medicalRecordNumber: string;
  isActive: boolean;
  facilityId: string;
  timeZone: string;
}

/** A patient the actor may see, with the facility's time zone; undefined when absent or not visible. */
export async function findVisiblePatient(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string,
): Promise<VisiblePatient | undefined> {
  const row = await trx
    .selectFrom('patients')
    .where('patients.id', '=', patientId)
    .where(isPatientVisibleTo(actor))
    .select((eb) => [
      'patients.id',
      'patients.first_name',
      'patients.last_name',
      'patients.medical_record_number',
      'patients.is_active',
      'patients.facility_id',
      eb
        .selectFrom('facilities')
        .select('facilities.timezone')
        .whereRef('facilities.id', '=', 'patients.facility_id')
        .as('timezone'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    medicalRecordNumber: row.medical_record_number,
    isActive: row.is_active,
    facilityId: row.facility_id,
    timeZone: row.timezone ?? 'UTC',
  };
}

/**
 * The same rule as isPatientVisibleTo, turned around for live events: of the `candidates` (the actors with an
 * open stream), those who may see at least one of `patientIds`, each with the ids of those they may see (so an
 * event names to each listener only their own children). A handful of queries per event whatever the number of
 * candidates. A property test checks that both forms agree on every actor and child.
 */
export async function findPatientAudience(
  db: Kysely<Database>,
  patientIds: readonly string[],
  candidates: readonly PolicyActor[],
): Promise<Map<string, Set<string>>> {
  const audience = new Map<string, Set<string>>();
  const reach = (userId: string, patientId: string) => {
    const seen = audience.get(userId) ?? new Set<string>();
    seen.add(patientId);
    audience.set(userId, seen);
  };
  const eligible = candidates.filter((actor) => !actor.isPending);
  if (patientIds.length === 0 || eligible.length === 0) return audience;
  const ids = [...patientIds];
  const byRole = (roles: readonly string[]) => eligible.filter((actor) => roles.includes(actor.role));

  for (const actor of byRole(['super_admin'])) for (const id of ids) reach(actor.userId, id);

  const patients = await db
    .selectFrom('patients')
    .select(['id', 'facility_id'])
    .where('id', 'in', ids)
    .execute();
  for (const actor of byRole(['administrator']))
    for (const patient of patients)
      if (actor.facilityId === patient.facility_id) reach(actor.userId, patient.id);

  const parents = byRole(['parent']).map((actor) => actor.userId);
  if (parents.length > 0) {
    const links = await db
      .selectFrom('patient_parents')
      .select(['parent_id', 'patient_id'])
      .where('patient_id', 'in', ids)
      .where('parent_id', 'in', parents)
      .execute();
    for (const link of links) reach(link.parent_id, link.patient_id);
  }

  const staff = byRole(['nurse', 'therapist']).filter((actor) => actor.facilityId !== null);
  if (staff.length > 0) {
    const staffIds = staff.map((actor) => actor.userId);
    const reached = await db
      .selectFrom('staff_assignments')
      .innerJoin('patients', 'patients.id', 'staff_assignments.patient_id')
      .select([
        'staff_assignments.staff_id as userId',
        'patients.facility_id as facilityId',
        'patients.id as patientId',
      ])
      .where('staff_assignments.patient_id', 'in', ids)
      .where('staff_assignments.staff_id', 'in', staffIds)
      .where('staff_assignments.is_active', '=', true)
      .unionAll(
        db
          .selectFrom('emergency_access_grants')
          .innerJoin('patients', 'patients.id', 'emergency_access_grants.patient_id')
          .select([
            'emergency_access_grants.user_id as userId',
            'patients.facility_id as facilityId',
            'patients.id as patientId',
          ])
          .where('emergency_access_grants.patient_id', 'in', ids)
          .where('emergency_access_grants.user_id', 'in', staffIds)
          .where('emergency_access_grants.expires_at', '>', sql<Date>`now()`),
      )
      .execute();
    const facilityOf = new Map(staff.map((actor) => [actor.userId, actor.facilityId]));
    for (const row of reached)
      if (facilityOf.get(row.userId) === row.facilityId) reach(row.userId, row.patientId);
  }

  const drivers = byRole(['driver']).map((actor) => actor.userId);
  if (drivers.length > 0) {
    const driven = await db
      .selectFrom('transport_route_stops')
      .innerJoin('transport_routes', 'transport_routes.id', 'transport_route_stops.route_id')
      .select(['transport_routes.driver_id', 'transport_route_stops.patient_id'])
      .where('transport_route_stops.patient_id', 'in', ids)
      .where('transport_routes.driver_id', 'in', drivers)
      .where(isCurrentRoute)
      .execute();
    for (const row of driven) reach(row.driver_id, row.patient_id);
  }
  return audience;
}
