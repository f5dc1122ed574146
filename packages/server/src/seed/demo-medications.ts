import { MEDICATION_SIGNATURE_CANVAS, todayInZone, wallTimeToInstant } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sampleSignatureDataUrl } from '../hipaa/index.ts';
import { firstVersionOf } from '../medications/index.ts';
import { DEMO_MEDICATIONS } from './demo-medication-list.ts';

/** How many past weekdays of doses the demo chart carries. */
const HISTORY_WEEKDAYS = 3;

/** The weekdays before `today` (yyyy-MM-dd), most recent first: the center is closed at weekends. */
function pastWeekdays(today: string, count: number): string[] {
  const days: string[] = [];
  const cursor = new Date(`${today}T12:00:00Z`);
  while (days.length < count) {
    cursor.setUTCDate(cursor.getUTCDate() - 1);
    if (cursor.getUTCDay() !== 0 && cursor.getUTCDay() !== 6) days.push(cursor.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Adds the demo prescriptions to the first facility's active patients, each with its first order version,
 * with the doses the demo nurse gave on the last weekdays and earlier today (one refused, one held, one
 * amended; a controlled medication's given doses witnessed by the demo witness nurse), so charts show
 * history while the doses due now stay open for the demo. A discontinued prescription stopped a weekday ago
 * with its reason, by the demo nurse.
 */
export async function seedDemoMedications(
  trx: Transaction<Database>,
  options: { facilityId: string; timeZone: string; nurseId: string; witnessId: string; now: Date },
): Promise<void> {
  const { timeZone, nurseId, witnessId, now } = options;
  const patients = await trx
    .selectFrom('patients')
    .leftJoin('patient_physicians', (join) =>
      join
        .onRef('patient_physicians.patient_id', '=', 'patients.id')
        .on('patient_physicians.is_primary', '=', true),
    )
    .select(['patients.id', 'patients.medical_record_number', 'patient_physicians.name as physician'])
    .where('patients.facility_id', '=', options.facilityId)
    .where('patients.is_active', '=', true)
    .execute();
  const today = todayInZone(now, timeZone);
  const days = [today, ...pastWeekdays(today, HISTORY_WEEKDAYS)];
  const startDate = pastWeekdays(today, 40).at(-1)!;
  const signature = sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS);
  let doseNumber = 0;
  for (const patient of patients) {
    for (const prescription of DEMO_MEDICATIONS[patient.medical_record_number] ?? []) {
      const stopped = prescription.discontinued;
      const stoppedAt = stopped ? wallTimeToInstant(days[stopped.weekdaysAgo]!, '13:30', timeZone) : null;
      const medication = await trx
        .insertInto('medications')
        .values({
          patient_id: patient.id,
          name: prescription.name,
          dosage: prescription.dosage,
          frequency: prescription.frequency,
          route: prescription.route,
          prescribed_by: patient.physician ?? 'Dr. Rebecca Lindqvist',
          start_date: startDate,
          instructions: prescription.instructions,
          scheduled_times: prescription.scheduledTimes,
          is_controlled: prescription.isControlled ?? false,
          is_active: stoppedAt === null,
          discontinued_at: stoppedAt,
          discontinued_by: stoppedAt ? nurseId : null,
          discontinue_reason: stopped?.reason ?? null,
          created_by: nurseId,
          created_at: wallTimeToInstant(startDate, '07:00', timeZone),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('medication_versions').values(firstVersionOf(medication)).execute();
      const until = Math.min(now.getTime() - 60 * 60_000, stoppedAt?.getTime() ?? Number.POSITIVE_INFINITY);
      const doses = days.flatMap((day) =>
        prescription.scheduledTimes
          .map((time) => wallTimeToInstant(day, time, timeZone))
          .filter((scheduledFor) => scheduledFor.getTime() < until),
      );
      if (doses.length === 0) continue;
      const rows = await trx
        .insertInto('medication_administrations')
        .values(
          doses.map((scheduledFor) => {
            doseNumber += 1;
            const outcome = doseNumber % 23 === 0 ? 'refused' : doseNumber % 31 === 0 ? 'held' : 'given';
            return {
              patient_id: patient.id,
              medication_id: medication.id,
              administered_by: nurseId,
              recorded_by: nurseId,
              outcome,
              dosage_given: outcome === 'given' ? prescription.dosage : null,
              administration_time: new Date(scheduledFor.getTime() + (doseNumber % 9) * 60_000),
              scheduled_for: scheduledFor,
              reason:
                outcome === 'refused'
                  ? 'Child spat out the dose; physician notified, no repeat ordered'
                  : outcome === 'held'
                    ? 'Held: child asleep after seizure; physician notified'
                    : null,
              digital_signature: signature,
              witnessed: Boolean(prescription.isControlled) && outcome === 'given',
              witness_id: prescription.isControlled && outcome === 'given' ? witnessId : null,
              medication_version: 1,
              recorded_at: new Date(scheduledFor.getTime() + ((doseNumber % 9) + 2) * 60_000),
            };
          }),
        )
        .returningAll()
        .execute();
      if (prescription.name === 'Baclofen' && prescription.route === 'other') {
        const latest = rows.reduce((left, right) =>
          left.scheduled_for! > right.scheduled_for! ? left : right,
        );
        await trx
          .insertInto('medication_administrations')
          .values({
            ...latest,
            id: undefined,
            administration_time: new Date(latest.administration_time.getTime() + 20 * 60_000),
            digital_signature: null,
            amends_id: latest.id,
            amendment_reason: 'Time corrected: dose given after the therapy session ran late',
            recorded_at: new Date(latest.recorded_at.getTime() + 45 * 60_000),
          })
          .execute();
      }
    }
  }
}
