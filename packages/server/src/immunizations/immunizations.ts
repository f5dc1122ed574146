import {
  MESSAGES,
  VACCINES,
  immunizationStatus,
  todayInZone,
  type Immunization,
  type ImmunizationInput,
  type ImmunizationsResponse,
} from '@carenest/core';
import type { Selectable, Transaction } from 'kysely';
import type { Database, PatientImmunizationsTable } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { loadUserNames, personOf, type UserNames } from '../shared/user-names.ts';

/** A recorded dose as answered. */
export function presentImmunization(
  row: Selectable<PatientImmunizationsTable>,
  names: UserNames,
): Immunization {
  return {
    id: row.id,
    cvxCode: row.cvx_code,
    vaccineName: row.vaccine_name,
    administeredOn: row.administered_on,
    doseNumber: row.dose_number,
    source: row.source,
    notes: row.notes,
    recordedBy: personOf(names, row.recorded_by),
    recordedAt: row.recorded_at.toISOString(),
  };
}

/** The child's date of birth, which the schedule counts from. */
async function birthDateOf(trx: Transaction<Database>, patient: VisiblePatient): Promise<string> {
  const row = await trx
    .selectFrom('patients')
    .select('date_of_birth')
    .where('id', '=', patient.id)
    .executeTakeFirstOrThrow();
  return row.date_of_birth;
}

/**
 * Records a dose of a child's immunization record (Florida 59A-13.020, 26 TAC §550.211), the vaccine's name
 * from its CVX code. A day after the facility's today is a 400 naming `administeredOn`, and so is a day before
 * the child's birth. Audited as RECORD_IMMUNIZATION.
 */
export async function recordImmunization(
  scope: CommandScope & { patient: VisiblePatient; input: ImmunizationInput },
): Promise<Selectable<PatientImmunizationsTable>> {
  const { trx, actor, now, patient, input } = scope;
  if (input.administeredOn > todayInZone(now, patient.timeZone))
    throw badRequest(MESSAGES.dateInFuture, { administeredOn: MESSAGES.dateInFuture });
  if (input.administeredOn < (await birthDateOf(trx, patient)))
    throw badRequest(MESSAGES.immunizationBeforeBirth, { administeredOn: MESSAGES.immunizationBeforeBirth });
  const row = await trx
    .insertInto('patient_immunizations')
    .values({
      patient_id: patient.id,
      cvx_code: input.cvxCode,
      vaccine_name: VACCINES[input.cvxCode]!.name,
      administered_on: input.administeredOn,
      dose_number: input.doseNumber,
      source: input.source,
      notes: input.notes === undefined || input.notes === '' ? null : input.notes,
      recorded_by: actor.userId,
      recorded_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'RECORD_IMMUNIZATION',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    newValues: { immunizationId: row.id, ...input },
  });
  return row;
}

/** A child's doses, latest first, and the standing of each series of the schedule on the facility's today. */
export async function loadImmunizations(
  trx: Transaction<Database>,
  patient: VisiblePatient,
  now: Date,
): Promise<ImmunizationsResponse> {
  const rows = await trx
    .selectFrom('patient_immunizations')
    .selectAll()
    .where('patient_id', '=', patient.id)
    .orderBy('administered_on', 'desc')
    .orderBy('recorded_at', 'desc')
    .execute();
  const names = await loadUserNames(
    trx,
    rows.map((row) => row.recorded_by),
  );
  const schedule = immunizationStatus(
    await birthDateOf(trx, patient),
    todayInZone(now, patient.timeZone),
    rows.map((row) => row.cvx_code),
  );
  return { items: rows.map((row) => presentImmunization(row, names)), schedule };
}
