import {
  CLINICAL_NOTE_TYPE_LABELS,
  describeVitalAlert,
  vitalSignsPolicy,
  type DashboardResponse,
  type VitalAlert,
} from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';

/** How many entries Recent Activity shows. */
const RECENT_ACTIVITY_SIZE = 6;

const OUTCOME_TITLES = {
  given: 'Medication given',
  held: 'Medication held',
  refused: 'Medication refused',
} as const;

type ActivityItem = DashboardResponse['recentActivity'][number];
const staffName = sql<string>`users.first_name || ' ' || users.last_name`.as('staff_name');

/** The latest medication records of the patients the actor may see. */
async function recentAdministrations(trx: Transaction<Database>, actor: Actor): Promise<ActivityItem[]> {
  const rows = await trx
    .selectFrom('medication_administrations')
    .innerJoin('patients', 'patients.id', 'medication_administrations.patient_id')
    .innerJoin('medications', 'medications.id', 'medication_administrations.medication_id')
    .innerJoin('users', 'users.id', 'medication_administrations.administered_by')
    .where(isPatientVisibleTo(actor))
    .select([
      'medication_administrations.id',
      'medication_administrations.outcome',
      'medication_administrations.administration_time',
      'medications.name as medication',
      'patients.first_name',
      'patients.last_name',
      staffName,
    ])
    .orderBy('medication_administrations.administration_time', 'desc')
    .limit(RECENT_ACTIVITY_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'medication' as const,
    title: OUTCOME_TITLES[row.outcome],
    description: `${row.medication} for ${row.first_name} ${row.last_name}`,
    time: row.administration_time.toISOString(),
    user: row.staff_name,
  }));
}

/** The latest clinical notes written on the patients the actor may see. */
async function recentNotes(trx: Transaction<Database>, actor: Actor): Promise<ActivityItem[]> {
  const rows = await trx
    .selectFrom('clinical_notes')
    .innerJoin('patients', 'patients.id', 'clinical_notes.patient_id')
    .innerJoin('users', 'users.id', 'clinical_notes.author_id')
    .where(isPatientVisibleTo(actor))
    .select([
      'clinical_notes.id',
      'clinical_notes.note_type',
      'clinical_notes.created_at',
      'patients.first_name',
      'patients.last_name',
      staffName,
    ])
    .orderBy('clinical_notes.created_at', 'desc')
    .limit(RECENT_ACTIVITY_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'clinical_note' as const,
    title: `${CLINICAL_NOTE_TYPE_LABELS[row.note_type]} written`,
    description: `For ${row.first_name} ${row.last_name}`,
    time: row.created_at.toISOString(),
    user: row.staff_name,
  }));
}

/** The latest vital-sign readings that raised alerts, for roles that read vital signs. */
async function recentVitalAlerts(trx: Transaction<Database>, actor: Actor): Promise<ActivityItem[]> {
  if (!vitalSignsPolicy.canRead(actor)) return [];
  const rows = await trx
    .selectFrom('vital_signs')
    .innerJoin('patients', 'patients.id', 'vital_signs.patient_id')
    .innerJoin('users', 'users.id', 'vital_signs.recorded_by')
    .where(isPatientVisibleTo(actor))
    .where(sql<boolean>`jsonb_array_length(vital_signs.alerts) > 0`)
    .select([
      'vital_signs.id',
      'vital_signs.recorded_at',
      sql<VitalAlert[]>`vital_signs.alerts`.as('alerts'),
      'patients.first_name',
      'patients.last_name',
      staffName,
    ])
    .orderBy('vital_signs.recorded_at', 'desc')
    .limit(RECENT_ACTIVITY_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'alert' as const,
    title: `${row.alerts.length} vital sign alert${row.alerts.length === 1 ? '' : 's'}`,
    description: `${row.first_name} ${row.last_name}: ${row.alerts.map(describeVitalAlert).join('; ')}`,
    time: row.recorded_at.toISOString(),
    user: row.staff_name,
  }));
}

/** Recent Activity: notes, medication records and vital-sign alerts of the patients the actor may see, newest first. */
export async function loadRecentActivity(
  trx: Transaction<Database>,
  actor: Actor,
): Promise<DashboardResponse['recentActivity']> {
  const items = [
    ...(await recentAdministrations(trx, actor)),
    ...(await recentNotes(trx, actor)),
    ...(await recentVitalAlerts(trx, actor)),
  ];
  return items
    .sort((left, right) => Date.parse(right.time) - Date.parse(left.time))
    .slice(0, RECENT_ACTIVITY_SIZE);
}

/** Whether the patient had care recorded today (a dose, a note or a reading), in the facility's own time zone. */
function hasCareToday(
  table: 'medication_administrations' | 'clinical_notes' | 'vital_signs',
  column: string,
) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(table)} AS care WHERE care.patient_id = patients.id
    AND (${sql.ref(`care.${column}`)} AT TIME ZONE facilities.timezone)::date = (now() AT TIME ZONE facilities.timezone)::date)`;
}

/** Whether the patient was checked in today (attendance log), in the facility's own time zone. */
function isCheckedInToday() {
  return sql<boolean>`EXISTS (SELECT 1 FROM attendance_events AS attendance WHERE attendance.patient_id = patients.id
    AND attendance.kind = 'check_in' AND attendance.service_date = (now() AT TIME ZONE facilities.timezone)::date)`;
}

/**
 * Daily Census: patients of the facility present today, in the facility's own time zone: checked in (the
 * attendance log that transport and the front desk write) or with care recorded today.
 */
export async function countDailyCensus(trx: Transaction<Database>, actor: Actor): Promise<number> {
  const row = await trx
    .selectFrom('patients')
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .where(isPatientVisibleTo(actor))
    .where((eb) =>
      eb.or([
        isCheckedInToday(),
        hasCareToday('medication_administrations', 'administration_time'),
        hasCareToday('clinical_notes', 'created_at'),
        hasCareToday('vital_signs', 'recorded_at'),
      ]),
    )
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The dashboard's "Alerts": vital-sign alerts raised today on the patients the actor may see. */
export async function countVitalAlertsToday(trx: Transaction<Database>, actor: Actor): Promise<number> {
  const row = await trx
    .selectFrom('vital_signs')
    .innerJoin('patients', 'patients.id', 'vital_signs.patient_id')
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .where(isPatientVisibleTo(actor))
    .where(
      sql<boolean>`(vital_signs.recorded_at AT TIME ZONE facilities.timezone)::date = (now() AT TIME ZONE facilities.timezone)::date`,
    )
    .select(sql<number>`coalesce(sum(jsonb_array_length(vital_signs.alerts)), 0)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
