import {
  scheduleDoses,
  type AdministrationEntry,
  type Medication,
  type RecordedDose,
  type ScheduledDose,
} from '@carenest/core';
import type { MedicationRow } from './visible-medication.ts';

/** A medication's doses on a facility day since it was ordered, with their status at `now` (the core schedule rule). */
export function dosesOfDay(
  medication: Pick<MedicationRow, 'scheduled_times' | 'start_date' | 'created_at'>,
  day: string,
  timeZone: string,
  recorded: readonly RecordedDose[],
  now: Date,
  givenAtHome: readonly Date[] = [],
): ScheduledDose[] {
  return scheduleDoses({
    scheduledTimes: medication.scheduled_times,
    day,
    timeZone,
    recorded,
    now,
    startDate: medication.start_date,
    orderedAt: medication.created_at,
    givenAtHome,
  });
}

/** A medication as its chart card shows it: the prescription, its latest administrations and today's doses. */
export function presentMedication(
  medication: MedicationRow,
  recentAdministrations: AdministrationEntry[],
  todaysDoses: readonly ScheduledDose[],
): Medication {
  return {
    id: medication.id,
    patientId: medication.patient_id,
    name: medication.name,
    ndcCode: medication.ndc_code,
    dosage: medication.dosage,
    frequency: medication.frequency,
    route: medication.route,
    prescribedBy: medication.prescribed_by,
    startDate: medication.start_date,
    instructions: medication.instructions,
    scheduledTimes: [...medication.scheduled_times].sort(),
    isActive: medication.is_active,
    recentAdministrations,
    todaysDoses: todaysDoses.map((dose) => ({
      time: dose.time,
      scheduledAt: dose.scheduledAt.toISOString(),
      status: dose.status,
      administrationId: dose.administrationId,
    })),
  };
}
