import { vitalPeriodStart, type VitalSignsFilter } from '@carenest/core';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { likePattern } from '../shared/text-search.ts';

/** The columns a record is presented from. */
const RECORD_COLUMNS = [
  'vital_signs.id',
  'vital_signs.patient_id',
  'vital_signs.recorded_at',
  'vital_signs.temperature',
  'vital_signs.heart_rate',
  'vital_signs.blood_pressure_systolic',
  'vital_signs.blood_pressure_diastolic',
  'vital_signs.respiratory_rate',
  'vital_signs.oxygen_saturation',
  'vital_signs.weight',
  'vital_signs.height',
  'vital_signs.pain_scale',
  'vital_signs.alerts',
  'vital_signs.applied_ranges',
  'vital_signs.recorded_by',
  'patients.first_name',
  'patients.last_name',
  'patients.medical_record_number',
  'recorder.first_name as recorder_first_name',
  'recorder.last_name as recorder_last_name',
] as const;

/** A record row with its patient and recorder, as the queries below read it. */
export interface VitalSignsRow {
  id: string;
  patient_id: string;
  recorded_at: Date;
  temperature: string | null;
  heart_rate: number | null;
  blood_pressure_systolic: number | null;
  blood_pressure_diastolic: number | null;
  respiratory_rate: number | null;
  oxygen_saturation: number | null;
  weight: string | null;
  height: string | null;
  pain_scale: number | null;
  alerts: unknown;
  applied_ranges: unknown;
  recorded_by: string;
  first_name: string;
  last_name: string;
  medical_record_number: string;
  recorder_first_name: string;
  recorder_last_name: string;
}

/** The text search: the patient's id, medical record number or name. */
function matchesSearch(search: string) {
  return (eb: ExpressionBuilder<Database, 'patients'>) => {
    const pattern = likePattern(search);
    return eb.or([
      eb(sql<string>`patients.id::text`, '=', search.toLowerCase()),
      eb('patients.medical_record_number', 'ilike', pattern),
      eb(sql<string>`patients.first_name || ' ' || patients.last_name`, 'ilike', pattern),
    ]);
  };
}

/**
 * The records the actor may see (their visible patients only) that match the filters, as a query to
 * page, count or export. "Today" starts at midnight in `timeZone` (the facility's).
 */
export function selectVisibleVitalSigns(
  trx: Transaction<Database>,
  actor: Actor,
  filter: VitalSignsFilter,
  timeZone: string,
  now: Date,
) {
  let query = trx
    .selectFrom('patients')
    .where(isPatientVisibleTo(actor))
    .innerJoin('vital_signs', 'vital_signs.patient_id', 'patients.id');
  if (filter.search) query = query.where(matchesSearch(filter.search));
  if (filter.patientId)
    query = query
      .where('vital_signs.patient_id', '=', filter.patientId)
      .where('patients.id', '=', filter.patientId);
  const start = vitalPeriodStart(filter.period, now, timeZone);
  if (start) query = query.where('vital_signs.recorded_at', '>=', start);
  return query;
}

/** Reads matching records newest first, with patient and recorder names. */
export function loadVitalSignsPage(
  trx: Transaction<Database>,
  actor: Actor,
  filter: VitalSignsFilter,
  window: { timeZone: string; now: Date; limit: number; offset: number },
): Promise<VitalSignsRow[]> {
  return selectVisibleVitalSigns(trx, actor, filter, window.timeZone, window.now)
    .innerJoin('users as recorder', 'recorder.id', 'vital_signs.recorded_by')
    .select(RECORD_COLUMNS)
    .orderBy('vital_signs.recorded_at', 'desc')
    .orderBy('vital_signs.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** How many records match the filters. */
export async function countVitalSigns(
  trx: Transaction<Database>,
  actor: Actor,
  filter: VitalSignsFilter,
  timeZone: string,
  now: Date,
): Promise<number> {
  const row = await selectVisibleVitalSigns(trx, actor, filter, timeZone, now)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** One record whose patient the actor may see; undefined when absent or not visible (alike). */
export function findVisibleVitalSigns(
  trx: Transaction<Database>,
  actor: Actor,
  vitalSignsId: string,
): Promise<VitalSignsRow | undefined> {
  return trx
    .selectFrom('patients')
    .where(isPatientVisibleTo(actor))
    .innerJoin('vital_signs', 'vital_signs.patient_id', 'patients.id')
    .innerJoin('users as recorder', 'recorder.id', 'vital_signs.recorded_by')
    .where('vital_signs.id', '=', vitalSignsId)
    .select(RECORD_COLUMNS)
    .executeTakeFirst();
}
