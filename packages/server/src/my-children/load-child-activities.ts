import type { Transaction } from 'kysely';
import type { ChildActivity } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { LinkedChild } from './load-children-today.ts';

/** How far back Recent Activities reaches, and how many entries it shows. */
const ACTIVITY_DAYS = 7;
const ACTIVITY_LIMIT = 12;

/** The measurements of a reading as a parent reads them, e.g. "Temp 98.6 °F · HR 96 · SpO2 98 %". */
export function readingSummary(row: {
  temperature: string | null;
  heart_rate: number | null;
  oxygen_saturation: number | null;
  respiratory_rate: number | null;
}): string {
  const parts = [
    row.temperature === null ? null : `Temp ${Number(row.temperature)} °F`,
    row.heart_rate === null ? null : `HR ${row.heart_rate}`,
    row.respiratory_rate === null ? null : `RR ${row.respiratory_rate}`,
    row.oxygen_saturation === null ? null : `SpO2 ${row.oxygen_saturation} %`,
  ];
  return parts.filter((part) => part !== null).join(' · ') || 'Recorded';
}

/**
 * What a parent may see of their children's last week, newest first: rides (picked up, dropped off with the
 * adult), check-ins and check-outs, medications given or held (the medication, not who gave it), and vital
 * sign readings with whether one needed attention.
 */
export async function loadChildActivities(
  trx: Transaction<Database>,
  children: readonly LinkedChild[],
  now: Date,
): Promise<ChildActivity[]> {
  if (children.length === 0) return [];
  const ids = children.map((child) => child.id);
  const nameOf = new Map(children.map((child) => [child.id, `${child.firstName} ${child.lastName}`]));
  const since = new Date(now.getTime() - ACTIVITY_DAYS * 86_400_000);
  const entry = (
    patientId: string,
    fields: Omit<ChildActivity, 'patientId' | 'childName' | 'needsAttention'>,
  ) => ({
    patientId,
    childName: nameOf.get(patientId) ?? '',
    needsAttention: false,
    ...fields,
  });

  const attendance = await trx
    .selectFrom('attendance_events')
    .select(['id', 'patient_id', 'kind', 'occurred_at', 'source'])
    .where('patient_id', 'in', ids)
    .where('occurred_at', '>=', since)
    .orderBy('occurred_at', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute();
  const rides = await trx
    .selectFrom('transport_handoffs')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_handoffs.route_id')
    .select([
      'transport_handoffs.id',
      'transport_handoffs.patient_id',
      'transport_handoffs.kind',
      'transport_handoffs.signed_by',
      'transport_handoffs.recorded_at',
      'transport_routes.name as route_name',
    ])
    .where('transport_handoffs.patient_id', 'in', ids)
    .where('transport_handoffs.recorded_at', '>=', since)
    .orderBy('transport_handoffs.recorded_at', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute();
  const doses = await trx
    .selectFrom('medication_administrations')
    .innerJoin('medications', 'medications.id', 'medication_administrations.medication_id')
    .select([
      'medication_administrations.id',
      'medication_administrations.patient_id',
      'medication_administrations.outcome',
      'medication_administrations.dosage_given',
      'medication_administrations.administration_time',
      'medications.name',
      'medications.dosage',
    ])
    .where('medication_administrations.patient_id', 'in', ids)
    .where('medication_administrations.amends_id', 'is', null)
    .where('medication_administrations.outcome', 'in', ['given', 'held'])
    .where('medication_administrations.administration_time', '>=', since)
    .orderBy('medication_administrations.administration_time', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute();
  const readings = await trx
    .selectFrom('vital_signs')
    .select([
      'id',
      'patient_id',
      'recorded_at',
      'temperature',
      'heart_rate',
      'oxygen_saturation',
      'respiratory_rate',
      'alerts',
    ])
    .where('patient_id', 'in', ids)
    .where('recorded_at', '>=', since)
    .orderBy('recorded_at', 'desc')
    .limit(ACTIVITY_LIMIT)
    .execute();

  const activities: ChildActivity[] = [
    ...attendance.map((row) =>
      entry(row.patient_id, {
        id: `attendance-${row.id}`,
        kind: row.kind === 'check_in' ? 'checked_in' : 'checked_out',
        title: row.kind === 'check_in' ? 'Checked in' : 'Checked out',
        detail: row.source === 'route' ? 'With the van' : 'At the front desk',
        at: row.occurred_at.toISOString(),
      }),
    ),
    ...rides.map((row) =>
      entry(row.patient_id, {
        id: `handoff-${row.id}`,
        kind: row.kind === 'pickup' ? 'picked_up' : 'dropped_off',
        title: row.kind === 'pickup' ? 'Picked up' : 'Dropped off',
        detail: `${row.kind === 'pickup' ? 'From' : 'With'} ${row.signed_by} · ${row.route_name}`,
        at: row.recorded_at.toISOString(),
      }),
    ),
    ...doses.map((row) =>
      entry(row.patient_id, {
        id: `dose-${row.id}`,
        kind: row.outcome === 'given' ? 'medication_given' : 'medication_held',
        title: row.outcome === 'given' ? 'Medication given' : 'Medication held',
        detail: `${row.name} ${row.dosage_given ?? row.dosage}`,
        at: row.administration_time.toISOString(),
      }),
    ),
    ...readings.map((row) => {
      const alerts = (typeof row.alerts === 'string' ? JSON.parse(row.alerts) : row.alerts) as unknown[];
      return {
        ...entry(row.patient_id, {
          id: `vitals-${row.id}`,
          kind: 'vital_signs' as const,
          title: alerts.length > 0 ? 'Vital signs: the nurse is following up' : 'Vital signs: within range',
          detail: readingSummary(row),
          at: row.recorded_at.toISOString(),
        }),
        needsAttention: alerts.length > 0,
      };
    }),
  ];
  return activities.sort((left, right) => right.at.localeCompare(left.at)).slice(0, ACTIVITY_LIMIT);
}
