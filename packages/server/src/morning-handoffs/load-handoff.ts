import type { Transaction } from 'kysely';
import type { MorningHandoff } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';

/** A child's latest morning handoff of a service day with its home doses, or null when none was sent. */
export async function loadMorningHandoff(
  trx: Transaction<Database>,
  patientId: string,
  date: string,
): Promise<MorningHandoff | null> {
  const handoff = await trx
    .selectFrom('morning_handoffs')
    .selectAll()
    .where('patient_id', '=', patientId)
    .where('service_date', '=', date)
    .orderBy('submitted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!handoff) return null;
  const doses = await trx
    .selectFrom('morning_handoff_doses')
    .innerJoin('medications', 'medications.id', 'morning_handoff_doses.medication_id')
    .select([
      'morning_handoff_doses.medication_id',
      'morning_handoff_doses.given_at',
      'medications.name',
      'medications.dosage',
    ])
    .where('morning_handoff_doses.handoff_id', '=', handoff.id)
    .orderBy('morning_handoff_doses.given_at')
    .execute();
  const names = await loadUserNames(trx, [handoff.submitted_by]);
  return {
    id: handoff.id,
    date: handoff.service_date,
    sleepQuality: handoff.sleep_quality,
    sleepHours: handoff.sleep_hours === null ? null : Number(handoff.sleep_hours),
    seizureCount: handoff.seizure_count,
    seizureNotes: handoff.seizure_notes,
    lastFeedAt: handoff.last_feed_at?.toISOString() ?? null,
    feedNotes: handoff.feed_notes,
    homeDoses: doses.map((dose) => ({
      medicationId: dose.medication_id,
      medicationName: dose.name,
      dosage: dose.dosage,
      givenAt: dose.given_at.toISOString(),
    })),
    notes: handoff.notes,
    submittedBy: personOf(names, handoff.submitted_by),
    submittedAt: handoff.submitted_at.toISOString(),
  };
}
