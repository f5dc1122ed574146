import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadScheduleVersions } from '../medications/index.ts';
import { loadHomeDoses } from '../morning-handoffs/index.ts';

/** The day's medications, administrations and doses given at home, of the facility's children. */
export async function loadMedicationRecords(
  trx: Transaction<Database>,
  facilityId: string,
  date: string,
  day: { start: Date; end: Date },
  asOf: Date,
) {
  const medications = await trx
    .selectFrom('medications')
    .innerJoin('patients', 'patients.id', 'medications.patient_id')
    .select([
      'medications.id',
      'medications.patient_id',
      'medications.name',
      'medications.scheduled_times',
      'medications.start_date',
      'medications.created_at',
      'medications.discontinued_at',
    ])
    .where('patients.facility_id', '=', facilityId)
    .where((eb) =>
      eb.or([eb('medications.is_active', '=', true), eb('medications.discontinued_at', '>=', day.start)]),
    )
    .where('medications.start_date', '<=', date)
    .where(sql<boolean>`cardinality(medications.scheduled_times) > 0`)
    .execute();
  const administrations = await trx
    .selectFrom('medication_administrations as record')
    .innerJoin('patients', 'patients.id', 'record.patient_id')
    .select([
      'record.id',
      'record.medication_id',
      'record.patient_id',
      'record.administered_by',
      'record.outcome',
      'record.administration_time',
      'record.scheduled_for',
      'record.reason',
      'record.amends_id',
    ])
    .where('patients.facility_id', '=', facilityId)
    .where('record.recorded_at', '<=', asOf)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('record.administration_time', '>=', day.start),
          eb('record.administration_time', '<', day.end),
        ]),
        eb.and([eb('record.scheduled_for', '>=', day.start), eb('record.scheduled_for', '<', day.end)]),
      ]),
    )
    .execute();
  const homeDoses = await loadHomeDoses(
    trx,
    medications.map((medication) => medication.id),
    day,
  );
  const versions = await loadScheduleVersions(
    trx,
    medications.map((medication) => medication.id),
  );
  return {
    medications: medications.map((medication) => ({
      id: medication.id,
      patientId: medication.patient_id,
      name: medication.name,
      scheduledTimes: medication.scheduled_times,
      startDate: medication.start_date,
      orderedAt: medication.created_at,
      versions: versions.get(medication.id),
      stoppedAt: medication.discontinued_at,
    })),
    administrations: administrations.map((record) => ({
      id: record.id,
      medicationId: record.medication_id,
      patientId: record.patient_id,
      administeredBy: record.administered_by,
      outcome: record.outcome,
      administeredAt: record.administration_time,
      scheduledFor: record.scheduled_for,
      reason: record.reason,
      amendsId: record.amends_id,
    })),
    homeDoses: [...homeDoses].flatMap(([medicationId, given]) =>
      given.filter((at) => at <= asOf).map((givenAt) => ({ medicationId, givenAt })),
    ),
  };
}
