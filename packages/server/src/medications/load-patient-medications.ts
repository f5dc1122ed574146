import {
  RECENT_ADMINISTRATIONS_SHOWN,
  facilityDayBounds,
  todayInZone,
  type PatientMedicationsResponse,
  type RecordedDose,
} from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadUserNames } from '../shared/user-names.ts';
import {
  ADMINISTRATION_COLUMNS,
  presentAdministrationEntry,
  userIdsOf,
  type AdministrationRow,
} from './present-administration.ts';
import { dosesOfDay, presentDiscontinuedMedication, presentMedication } from './present-medication.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { loadHomeDoses } from '../morning-handoffs/index.ts';
import { loadScheduleVersions } from './order-versions.ts';
import type { MedicationRow } from './visible-medication.ts';

/** How many discontinued medications the chart's history lists (the most recently stopped). */
const DISCONTINUED_SHOWN = 50;

/** Groups rows by a key, keeping their order. */
function groupBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/** Today's records that satisfy scheduled doses of the given medications, by medication. */
export async function loadRecordedDoses(
  trx: Transaction<Database>,
  medicationIds: readonly string[],
  window: { start: Date; end: Date },
): Promise<Map<string, RecordedDose[]>> {
  if (medicationIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('medication_administrations')
    .select(['id', 'medication_id', 'scheduled_for', 'outcome'])
    .where('medication_id', 'in', medicationIds)
    .where('amends_id', 'is', null)
    .where('scheduled_for', '>=', window.start)
    .where('scheduled_for', '<', window.end)
    .execute();
  const recorded = new Map<string, RecordedDose[]>();
  for (const row of rows) {
    if (!row.scheduled_for) continue;
    const dose = { scheduledFor: row.scheduled_for, outcome: row.outcome, administrationId: row.id };
    recorded.set(row.medication_id, [...(recorded.get(row.medication_id) ?? []), dose]);
  }
  return recorded;
}

/**
 * The Medications tab of a visible patient: their allergies, the facility's day, each active medication
 * with its last 3 administrations (amendments applied) and today's doses with their status, and the
 * discontinued medications with who stopped them and why. A fixed number of queries whatever the history's
 * length: the latest 3 come from a LATERAL join on the (medication_id, administration_time DESC) index.
 */
export async function loadPatientMedications(
  trx: Transaction<Database>,
  patient: VisiblePatient,
  now: Date,
): Promise<Omit<PatientMedicationsResponse, 'isOnCareTeam'>> {
  const facilityToday = todayInZone(now, patient.timeZone);
  const allergies = await trx
    .selectFrom('patient_allergies')
    .select(['id', 'allergen', 'reaction', 'severity', 'notes'])
    .where('patient_id', '=', patient.id)
    .orderBy('allergen')
    .execute();
  const photo = await trx
    .selectFrom('patients')
    .select('photo_url')
    .where('id', '=', patient.id)
    .executeTakeFirst();
  const medications = await trx
    .selectFrom('medications')
    .selectAll()
    .where('patient_id', '=', patient.id)
    .where('is_active', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const medicationIds = medications.map((medication) => medication.id);
  const discontinued = await trx
    .selectFrom('medications')
    .selectAll()
    .where('patient_id', '=', patient.id)
    .where('discontinued_at', 'is not', null)
    .orderBy('discontinued_at', 'desc')
    .limit(DISCONTINUED_SHOWN)
    .execute();

  const recent: AdministrationRow[] =
    medicationIds.length === 0
      ? []
      : await trx
          .selectFrom('medications')
          .innerJoinLateral(
            (eb) =>
              eb
                .selectFrom('medication_administrations')
                .select(ADMINISTRATION_COLUMNS)
                .whereRef('medication_administrations.medication_id', '=', 'medications.id')
                .where('medication_administrations.amends_id', 'is', null)
                .orderBy('medication_administrations.administration_time', 'desc')
                .limit(RECENT_ADMINISTRATIONS_SHOWN)
                .as('recent'),
            (join) => join.onTrue(),
          )
          .selectAll('recent')
          .where('medications.id', 'in', medicationIds)
          .execute();
  const amendments =
    recent.length === 0
      ? []
      : await trx
          .selectFrom('medication_administrations')
          .select(ADMINISTRATION_COLUMNS)
          .distinctOn('amends_id')
          .where(
            'amends_id',
            'in',
            recent.map((row) => row.id),
          )
          .orderBy('amends_id')
          .orderBy('recorded_at', 'desc')
          .execute();
  const latestAmendment = new Map(amendments.map((row) => [row.amends_id!, row]));
  const names = await loadUserNames(trx, [
    ...[...recent, ...amendments].flatMap(userIdsOf),
    ...discontinued.flatMap((medication) => (medication.discontinued_by ? [medication.discontinued_by] : [])),
  ]);
  const versions = await loadScheduleVersions(trx, medicationIds);
  const givenAtHome = await loadHomeDoses(
    trx,
    medicationIds,
    facilityDayBounds(facilityToday, patient.timeZone),
  );
  const recorded = await loadRecordedDoses(
    trx,
    medicationIds,
    facilityDayBounds(facilityToday, patient.timeZone),
  );
  const recentByMedication = groupBy(
    [...recent].sort(
      (left, right) => right.administration_time.getTime() - left.administration_time.getTime(),
    ),
    (row) => row.medication_id,
  );

  return {
    patient: {
      id: patient.id,
      firstName: patient.firstName,
      lastName: patient.lastName,
      medicalRecordNumber: patient.medicalRecordNumber,
      isActive: patient.isActive,
      photoUrl: photo?.photo_url ?? null,
      allergies,
    },
    timeZone: patient.timeZone,
    facilityToday,
    medications: medications.map((medication) =>
      presentMedication(
        medication,
        (recentByMedication.get(medication.id) ?? []).map((row) =>
          presentAdministrationEntry(row, latestAmendment.get(row.id), names),
        ),
        dosesOfDay({
          medication,
          day: facilityToday,
          timeZone: patient.timeZone,
          recorded: recorded.get(medication.id) ?? [],
          now,
          givenAtHome: givenAtHome.get(medication.id),
          versions: versions.get(medication.id),
        }),
      ),
    ),
    discontinued: discontinued.map((medication) => presentDiscontinuedMedication(medication, names)),
  };
}

/** One active medication as its chart card shows it after a write (its latest doses and today's schedule). */
export async function presentMedicationToday(
  trx: Transaction<Database>,
  medication: MedicationRow,
  patient: VisiblePatient,
  now: Date,
) {
  const tab = await loadPatientMedications(trx, patient, now);
  const card = tab.medications.find((entry) => entry.id === medication.id);
  if (!card) throw new Error('a medication just written is not on its chart');
  return card;
}
