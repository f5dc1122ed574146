import { facilityDayBounds, isDoseOutstanding, todayInZone, type DueDosesResponse } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { loadHomeDoses } from '../morning-handoffs/index.ts';
import { loadRecordedDoses } from './load-patient-medications.ts';
import { loadScheduleVersions } from './order-versions.ts';
import { dosesOfDay } from './present-medication.ts';

/**
 * Every dose due now or late, today in each facility's own time zone, among the active patients the
 * actor may see (a nurse's assigned patients, a parent's children, an administrator's facility):
 * two queries, then the core schedule rule. Ordered by scheduled time, then patient.
 */
export async function listDueDoses(
  trx: Transaction<Database>,
  actor: Actor,
  now: Date,
): Promise<DueDosesResponse['items']> {
  const medications = await trx
    .selectFrom('patients')
    .where(isPatientVisibleTo(actor))
    .innerJoin('medications', 'medications.patient_id', 'patients.id')
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .where('patients.is_active', '=', true)
    .where('medications.is_active', '=', true)
    .where(sql<boolean>`cardinality(medications.scheduled_times) > 0`)
    .select([
      'medications.id',
      'medications.patient_id',
      'medications.name',
      'medications.dosage',
      'medications.route',
      'medications.scheduled_times',
      'medications.start_date',
      'medications.created_at',
      'medications.discontinued_at',
      'medications.is_controlled',
      'patients.first_name',
      'patients.last_name',
      'facilities.timezone',
    ])
    .execute();
  if (medications.length === 0) return [];

  const todayByZone = new Map<string, string>();
  for (const { timezone } of medications) {
    if (!todayByZone.has(timezone)) todayByZone.set(timezone, todayInZone(now, timezone));
  }
  const bounds = [...todayByZone].map(([zone, day]) => facilityDayBounds(day, zone));
  const span = {
    start: new Date(Math.min(...bounds.map((bound) => bound.start.getTime()))),
    end: new Date(Math.max(...bounds.map((bound) => bound.end.getTime()))),
  };
  const medicationIds = medications.map((medication) => medication.id);
  const recorded = await loadRecordedDoses(trx, medicationIds, span);
  const givenAtHome = await loadHomeDoses(trx, medicationIds, span);
  const versions = await loadScheduleVersions(trx, medicationIds);

  const items: DueDosesResponse['items'] = [];
  for (const medication of medications) {
    const day = todayByZone.get(medication.timezone)!;
    const doses = dosesOfDay({
      medication,
      day,
      timeZone: medication.timezone,
      recorded: recorded.get(medication.id) ?? [],
      now,
      givenAtHome: givenAtHome.get(medication.id),
      versions: versions.get(medication.id),
    });
    for (const dose of doses) {
      if (!isDoseOutstanding(dose.status)) continue;
      items.push({
        patientId: medication.patient_id,
        patientName: `${medication.first_name} ${medication.last_name}`,
        medicationId: medication.id,
        medicationName: medication.name,
        dosage: medication.dosage,
        route: medication.route,
        isControlled: medication.is_controlled,
        time: dose.time,
        scheduledAt: dose.scheduledAt.toISOString(),
        status: dose.status === 'late' ? 'late' : 'due',
      });
    }
  }
  return items.sort(
    (left, right) =>
      left.scheduledAt.localeCompare(right.scheduledAt) || left.patientName.localeCompare(right.patientName),
  );
}

/** How many doses are due now or late for the actor: the dashboard's "Medications Due" card. */
export async function countDueDoses(trx: Transaction<Database>, actor: Actor, now: Date): Promise<number> {
  return (await listDueDoses(trx, actor, now)).length;
}
