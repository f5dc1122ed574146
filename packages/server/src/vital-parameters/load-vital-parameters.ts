import type { Transaction } from 'kysely';
import {
  ageBandOf,
  todayInZone,
  type ChildParameter,
  type FacilityDefaults,
  type ParameterMeasurement,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** A child's current order for one measurement, with who entered it and when. */
export interface StoredParameter extends ChildParameter {
  enteredBy: string;
  enteredAt: Date;
}

/** A numeric column's text as a number (null stays null). */
const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * A child's current physician-ordered parameters, one per measurement that has one. `lock` takes the rows
 * FOR UPDATE, so a change and the reading judged by it cannot interleave.
 */
export async function loadChildParameters(
  trx: Transaction<Database>,
  patientId: string,
  options: { measurement?: ParameterMeasurement; lock?: boolean } = {},
): Promise<StoredParameter[]> {
  let query = trx.selectFrom('vital_parameters').selectAll().where('patient_id', '=', patientId);
  if (options.measurement) query = query.where('measurement', '=', options.measurement);
  if (options.lock) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => ({
    measurement: row.measurement,
    notifyLow: Number(row.notify_low),
    notifyHigh: Number(row.notify_high),
    criticalLow: numberOrNull(row.critical_low),
    criticalHigh: numberOrNull(row.critical_high),
    orderedBy: row.ordered_by,
    orderedOn: row.ordered_on,
    enteredBy: row.entered_by,
    enteredAt: row.entered_at,
  }));
}

/** A child's birth date and what decides their alerts without an order, on the facility's today. */
export interface ChildDefaults {
  dateOfBirth: string;
  /** The facility's today, on which the age band is reckoned. */
  today: string;
  defaults: FacilityDefaults;
}

/**
 * A child's birth date, age band on the facility's today and their facility's default ranges (the spec's, or
 * the PALS age bands when an administrator chose them in the facility settings). Throws when the child does
 * not exist: callers pass a loaded child.
 */
export async function loadChildDefaults(
  trx: Transaction<Database>,
  patient: { id: string; timeZone: string },
  now: Date,
): Promise<ChildDefaults> {
  const row = await trx
    .selectFrom('patients')
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .select(['patients.date_of_birth', 'facilities.default_vital_ranges'])
    .where('patients.id', '=', patient.id)
    .executeTakeFirstOrThrow();
  const today = todayInZone(now, patient.timeZone);
  const band = ageBandOf(row.date_of_birth, today);
  return { dateOfBirth: row.date_of_birth, today, defaults: { ranges: row.default_vital_ranges, band } };
}
