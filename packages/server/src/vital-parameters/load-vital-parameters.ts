import type { Transaction } from 'kysely';
import type { ChildParameter, ParameterMeasurement } from '@carenest/core';
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

/** A child's birth date, for the age band; undefined when the child does not exist. */
export async function loadDateOfBirth(
  trx: Transaction<Database>,
  patientId: string,
): Promise<string | undefined> {
  const row = await trx
    .selectFrom('patients')
    .select('date_of_birth')
    .where('id', '=', patientId)
    .executeTakeFirst();
  return row?.date_of_birth;
}
