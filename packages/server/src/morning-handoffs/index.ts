import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The doses given at home per medication between `start` and `end`, from each child's latest morning
 * handoff of each day (a handoff sent again replaces the earlier one).
 */
export async function loadHomeDoses(
  trx: Transaction<Database>,
  medicationIds: readonly string[],
  bounds: { start: Date; end: Date },
): Promise<Map<string, Date[]>> {
  const byMedication = new Map<string, Date[]>();
  if (medicationIds.length === 0) return byMedication;
  const rows = await trx
    .selectFrom('morning_handoff_doses')
    .innerJoin('morning_handoffs', 'morning_handoffs.id', 'morning_handoff_doses.handoff_id')
    .select(['morning_handoff_doses.medication_id', 'morning_handoff_doses.given_at'])
    .where('morning_handoff_doses.medication_id', 'in', [...medicationIds])
    .where('morning_handoff_doses.given_at', '>=', bounds.start)
    .where('morning_handoff_doses.given_at', '<', bounds.end)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('morning_handoffs as later')
            .select('later.id')
            .whereRef('later.patient_id', '=', 'morning_handoffs.patient_id')
            .whereRef('later.service_date', '=', 'morning_handoffs.service_date')
            .whereRef('later.submitted_at', '>', 'morning_handoffs.submitted_at'),
        ),
      ),
    )
    .execute();
  for (const row of rows)
    byMedication.set(row.medication_id, [...(byMedication.get(row.medication_id) ?? []), row.given_at]);
  return byMedication;
}
