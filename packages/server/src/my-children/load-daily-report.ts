import type { Transaction } from 'kysely';
import { nextCalendarDay, wallTimeToInstant, type DailyReport } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { readingSummary } from './load-child-activities.ts';

/**
 * A child's daily report for one service day of their facility: the first arrival and the last departure,
 * the medications given or held (not amended away), the readings and whether one needed attention, and the
 * therapy sessions documented that day (by whom).
 */
export async function loadDailyReport(
  trx: Transaction<Database>,
  patient: VisiblePatient,
  date: string,
): Promise<DailyReport> {
  const from = wallTimeToInstant(date, '00:00', patient.timeZone);
  const to = wallTimeToInstant(nextCalendarDay(date), '00:00', patient.timeZone);
  const attendance = await trx
    .selectFrom('attendance_events')
    .select(['kind', 'occurred_at', 'source', 'adult_name'])
    .where('patient_id', '=', patient.id)
    .where('service_date', '=', date)
    .orderBy('occurred_at')
    .execute();
  const doses = await trx
    .selectFrom('medication_administrations')
    .innerJoin('medications', 'medications.id', 'medication_administrations.medication_id')
    .select([
      'medication_administrations.administration_time',
      'medication_administrations.outcome',
      'medication_administrations.dosage_given',
      'medication_administrations.reason',
      'medications.name',
      'medications.dosage',
    ])
    .where('medication_administrations.patient_id', '=', patient.id)
    .where('medication_administrations.amends_id', 'is', null)
    .where('medication_administrations.outcome', 'in', ['given', 'held'])
    .where('medication_administrations.administration_time', '>=', from)
    .where('medication_administrations.administration_time', '<', to)
    .orderBy('medication_administrations.administration_time')
    .execute();
  const readings = await trx
    .selectFrom('vital_signs')
    .select(['recorded_at', 'temperature', 'heart_rate', 'oxygen_saturation', 'respiratory_rate', 'alerts'])
    .where('patient_id', '=', patient.id)
    .where('recorded_at', '>=', from)
    .where('recorded_at', '<', to)
    .orderBy('recorded_at')
    .execute();
  const therapy = await trx
    .selectFrom('clinical_notes')
    .innerJoin('users', 'users.id', 'clinical_notes.author_id')
    .select(['clinical_notes.created_at', 'users.first_name', 'users.last_name'])
    .where('clinical_notes.patient_id', '=', patient.id)
    .where('clinical_notes.note_type', '=', 'therapy_note')
    .where('clinical_notes.created_at', '>=', from)
    .where('clinical_notes.created_at', '<', to)
    .orderBy('clinical_notes.created_at')
    .execute();
  const arrival = attendance.find((row) => row.kind === 'check_in');
  const departure = attendance.filter((row) => row.kind === 'check_out').at(-1);
  const handover = (row: (typeof attendance)[number] | undefined) =>
    row ? { at: row.occurred_at.toISOString(), source: row.source, adultName: row.adult_name } : null;
  return {
    child: { id: patient.id, name: `${patient.firstName} ${patient.lastName}` },
    date,
    timeZone: patient.timeZone,
    arrival: handover(arrival),
    departure: handover(departure),
    medications: doses.map((row) => ({
      at: row.administration_time.toISOString(),
      name: row.name,
      dose: row.dosage_given ?? row.dosage,
      outcome: row.outcome === 'held' ? ('held' as const) : ('given' as const),
      reason: row.outcome === 'held' ? row.reason : null,
    })),
    vitalSigns: readings.map((row) => {
      const alerts = (typeof row.alerts === 'string' ? JSON.parse(row.alerts) : row.alerts) as unknown[];
      return {
        at: row.recorded_at.toISOString(),
        summary: readingSummary(row),
        needsAttention: alerts.length > 0,
      };
    }),
    therapy: therapy.map((row) => ({
      at: row.created_at.toISOString(),
      therapist: `${row.first_name} ${row.last_name}`,
    })),
  };
}
