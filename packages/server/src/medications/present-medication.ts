import {
  scheduleDoses,
  type AdministrationEntry,
  type DiscontinuedMedication,
  type Medication,
  type RecordedDose,
  type ScheduleVersion,
  type ScheduledDose,
} from '@carenest/core';
import { personOf, type UserNames } from '../shared/user-names.ts';
import type { MedicationRow } from './visible-medication.ts';

/**
 * A medication's doses on a facility day, with their status at `now` (the core schedule rule): each time owed
 * under the order version in force at it (`versions`; without them, the current times since the order was
 * entered), none after it was discontinued.
 */
export function dosesOfDay(options: {
  medication: Pick<MedicationRow, 'scheduled_times' | 'start_date' | 'created_at' | 'discontinued_at'>;
  day: string;
  timeZone: string;
  recorded: readonly RecordedDose[];
  now: Date;
  givenAtHome?: readonly Date[] | undefined;
  versions?: readonly ScheduleVersion[] | undefined;
}): ScheduledDose[] {
  const { medication } = options;
  return scheduleDoses({
    scheduledTimes: medication.scheduled_times,
    day: options.day,
    timeZone: options.timeZone,
    recorded: options.recorded,
    now: options.now,
    startDate: medication.start_date,
    orderedAt: medication.created_at,
    ...(options.versions ? { versions: options.versions } : {}),
    stoppedAt: medication.discontinued_at,
    givenAtHome: options.givenAtHome ?? [],
  });
}

/** A discontinued medication as the chart's history shows it: the order, who stopped it, when and why. */
export function presentDiscontinuedMedication(
  medication: MedicationRow,
  names: UserNames,
): DiscontinuedMedication {
  return {
    id: medication.id,
    name: medication.name,
    dosage: medication.dosage,
    frequency: medication.frequency,
    route: medication.route,
    prescribedBy: medication.prescribed_by,
    startDate: medication.start_date,
    isControlled: medication.is_controlled,
    version: medication.version,
    discontinuedAt: (medication.discontinued_at ?? medication.updated_at).toISOString(),
    discontinuedBy: personOf(names, medication.discontinued_by ?? medication.created_by),
    reason: medication.discontinue_reason ?? '',
  };
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
    isControlled: medication.is_controlled,
    version: medication.version,
    recentAdministrations,
    todaysDoses: todaysDoses.map((dose) => ({
      time: dose.time,
      scheduledAt: dose.scheduledAt.toISOString(),
      status: dose.status,
      administrationId: dose.administrationId,
    })),
  };
}
