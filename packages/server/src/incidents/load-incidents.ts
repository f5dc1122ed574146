import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { IncidentStatus, PolicyActor } from '@carenest/core';
import type { Database, IncidentsTable } from '../db/schema.ts';
import { isPatientVisibleTo, wholeFacilitiesVisibleTo } from '../shared/patient-scope.ts';

type IncidentScope = ExpressionBuilder<Database, 'incidents'>;

/**
 * Which reports an actor may see (ARCHITECTURE.md, "Policies"): administrators their facility's, super_admin
 * every one; nurses and therapists of a facility those they reported and those naming a child they see; a
 * parent those naming their child, apart from suspicions of abuse or neglect, which a family is not shown (a
 * parent may be the one suspected; 26 TAC §550.903 has the facility report to HHSC and law enforcement,
 * whose investigation decides what the family is told). Drivers see none.
 */
export function isIncidentVisibleTo(actor: PolicyActor): (eb: IncidentScope) => Expression<SqlBool> {
  return (eb) => {
    if (actor.isPending) return sql<boolean>`false`;
    const whole = wholeFacilitiesVisibleTo(actor);
    if (whole === 'all') return sql<boolean>`true`;
    if (whole) return eb('incidents.facility_id', '=', whole.facilityId);
    const namesVisibleChild = eb.exists(
      eb
        .selectFrom('incident_children')
        .innerJoin('patients', 'patients.id', 'incident_children.patient_id')
        .select(sql`1`.as('one'))
        .whereRef('incident_children.incident_id', '=', 'incidents.id')
        .where(isPatientVisibleTo(actor)),
    );
    switch (actor.role) {
      case 'nurse':
      case 'therapist':
        if (!actor.facilityId) return sql<boolean>`false`;
        return eb.and([
          eb('incidents.facility_id', '=', actor.facilityId),
          eb.or([eb('incidents.reported_by', '=', actor.userId), namesVisibleChild]),
        ]);
      case 'parent':
        return eb.and([eb('incidents.incident_type', '!=', 'abuse_or_neglect_suspicion'), namesVisibleChild]);
      default:
        return sql<boolean>`false`;
    }
  };
}

/** An incident row as read. */
export type IncidentRow = Selectable<IncidentsTable>;

/** What the list filters by. */
export interface IncidentListFilter {
  patientId?: string | undefined;
  status?: IncidentStatus | undefined;
  page: number;
  pageSize: number;
}

/** One page of the reports the actor may see, newest first, with how many match in all. */
export async function loadVisibleIncidents(
  trx: Transaction<Database>,
  actor: PolicyActor,
  filter: IncidentListFilter,
): Promise<{ rows: IncidentRow[]; total: number }> {
  let query = trx.selectFrom('incidents').where(isIncidentVisibleTo(actor));
  if (filter.status) query = query.where('incidents.status', '=', filter.status);
  const { patientId } = filter;
  if (patientId)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('incident_children')
          .select(sql`1`.as('one'))
          .whereRef('incident_children.incident_id', '=', 'incidents.id')
          .where('incident_children.patient_id', '=', patientId),
      ),
    );
  const rows = await query
    .selectAll('incidents')
    .orderBy('incidents.occurred_at', 'desc')
    .orderBy('incidents.id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

/** One report the actor may see (locked when `isForUpdate`); undefined when absent or not visible. */
export function findVisibleIncident(
  trx: Transaction<Database>,
  actor: PolicyActor,
  incidentId: string,
  isForUpdate = false,
): Promise<IncidentRow | undefined> {
  const query = trx
    .selectFrom('incidents')
    .where('incidents.id', '=', incidentId)
    .where(isIncidentVisibleTo(actor))
    .selectAll('incidents');
  return (isForUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The children, staff and agencies of some reports (at least one), and which of the children the actor may see. */
export async function loadIncidentParts(
  trx: Transaction<Database>,
  actor: PolicyActor,
  incidentIds: readonly string[],
) {
  const ids = [...incidentIds];
  const children = await trx
    .selectFrom('incident_children')
    .innerJoin('patients', 'patients.id', 'incident_children.patient_id')
    .selectAll('incident_children')
    .select(['patients.first_name', 'patients.last_name'])
    .where('incident_children.incident_id', 'in', ids)
    .orderBy('patients.last_name')
    .orderBy('patients.first_name')
    .execute();
  const visible = await trx
    .selectFrom('incident_children')
    .innerJoin('patients', 'patients.id', 'incident_children.patient_id')
    .select('incident_children.patient_id')
    .where('incident_children.incident_id', 'in', ids)
    .where(isPatientVisibleTo(actor))
    .execute();
  const staff = await trx.selectFrom('incident_staff').selectAll().where('incident_id', 'in', ids).execute();
  const agencies = await trx
    .selectFrom('incident_agency_notifications')
    .selectAll()
    .where('incident_id', 'in', ids)
    .orderBy('agency')
    .execute();
  return {
    children,
    staff,
    agencies,
    visiblePatientIds: new Set<string>(visible.map((row) => row.patient_id)),
  };
}

/** The parts of reports as loaded. */
export type IncidentParts = Awaited<ReturnType<typeof loadIncidentParts>>;
