import type { Transaction } from 'kysely';
import {
  todayInZone,
  type ChildParameter,
  type ParameterLimits,
  type ParameterMeasurement,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** How many days before today the demo orders were written. */
const ORDER_AGE_DAYS = 30;

/**
 * The demo's physician-ordered parameters, by medical record number: a school-age child whose pulse of
 * 104-114 is normal for him (the spec's adult rule would flag it), and a preschooler with heart and
 * breathing rates ordered from his age band (PALS 2020), each with critical limits.
 */
const DEMO_ORDERS: Record<string, Partial<Record<ParameterMeasurement, ParameterLimits>>> = {
  'MRN-100234': {
    heartRate: { notifyLow: 75, notifyHigh: 118, criticalLow: 60, criticalHigh: 140 },
  },
  'MRN-100305': {
    heartRate: { notifyLow: 80, notifyHigh: 120, criticalLow: 65, criticalHigh: 150 },
    respiratoryRate: { notifyLow: 20, notifyHigh: 28, criticalLow: 14, criticalHigh: 36 },
  },
};

/**
 * Enters the demo orders for the first facility's children (by its primary physician, a month ago, by the
 * demo nurse) and answers each child's orders by patient id, for the readings the demo then records.
 */
export async function seedDemoVitalParameters(
  trx: Transaction<Database>,
  options: { facilityId: string; timeZone: string; nurseId: string; now: Date },
): Promise<Map<string, ChildParameter[]>> {
  const { facilityId, timeZone, nurseId, now } = options;
  const enteredAt = new Date(now.getTime() - ORDER_AGE_DAYS * 86_400_000);
  const orderedOn = todayInZone(enteredAt, timeZone);
  const orders = new Map<string, ChildParameter[]>();
  for (const [medicalRecordNumber, limits] of Object.entries(DEMO_ORDERS)) {
    const patient = await trx
      .selectFrom('patients')
      .select('id')
      .where('facility_id', '=', facilityId)
      .where('medical_record_number', '=', medicalRecordNumber)
      .executeTakeFirst();
    if (!patient) continue;
    const physician = await trx
      .selectFrom('patient_physicians')
      .select('name')
      .where('patient_id', '=', patient.id)
      .orderBy('is_primary', 'desc')
      .executeTakeFirst();
    const orderedBy = physician?.name ?? 'Attending physician';
    const childOrders = Object.entries(limits).map(([measurement, limit]) => ({
      measurement: measurement as ParameterMeasurement,
      ...limit,
      orderedBy,
      orderedOn,
    }));
    await trx
      .insertInto('vital_parameters')
      .values(
        childOrders.map((order) => ({
          patient_id: patient.id,
          measurement: order.measurement,
          notify_low: order.notifyLow,
          notify_high: order.notifyHigh,
          critical_low: order.criticalLow,
          critical_high: order.criticalHigh,
          ordered_by: order.orderedBy,
          ordered_on: order.orderedOn,
          entered_by: nurseId,
          entered_at: enteredAt,
        })),
      )
      .execute();
    orders.set(patient.id, childOrders);
  }
  return orders;
}
