import type { Selectable, Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database, MedicationsTable } from '../db/schema.ts';
import { findVisiblePatient, type VisiblePatient } from '../shared/patient-scope.ts';

/** A medication row as read. */
export type MedicationRow = Selectable<MedicationsTable>;

/**
 * A medication whose patient the actor may see, with that patient; undefined when the medication is
 * absent or its patient is not visible (the two answer alike). `lock` takes the row FOR SHARE (a dose being
 * recorded: a discontinuation waits for it) or FOR UPDATE (a change or a discontinuation of the order).
 */
export async function findVisibleMedication(
  trx: Transaction<Database>,
  actor: Actor,
  medicationId: string,
  lock?: 'share' | 'update',
): Promise<{ medication: MedicationRow; patient: VisiblePatient } | undefined> {
  let query = trx.selectFrom('medications').selectAll().where('id', '=', medicationId);
  if (lock === 'share') query = query.forShare();
  if (lock === 'update') query = query.forUpdate();
  const medication = await query.executeTakeFirst();
  if (!medication) return undefined;
  const patient = await findVisiblePatient(trx, actor, medication.patient_id);
  return patient ? { medication, patient } : undefined;
}
