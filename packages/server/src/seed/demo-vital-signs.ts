import {
  ageInYears,
  isNotifiableAlert,
  judgeVitalSigns,
  todayInZone,
  wallTimeToInstant,
  type ChildParameter,
  type VitalValues,
} from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createNotifications, findCareTeam } from '../notifications/index.ts';
import { describeAlertsForNotification } from '../vital-signs/index.ts';

/** How many calendar days of readings the demo carries, and the times of day they are taken. */
const HISTORY_DAYS = 14;
const READING_TIMES = ['09:30', '14:15'] as const;

/** A small deterministic generator (mulberry32), so every demo database holds the same history. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The weekdays (yyyy-MM-dd) among the last `count` calendar days up to `today`, oldest first. */
function recentWeekdays(today: string, count: number): string[] {
  const days: string[] = [];
  const cursor = new Date(`${today}T12:00:00Z`);
  for (let index = 0; index < count; index += 1) {
    if (cursor.getUTCDay() !== 0 && cursor.getUTCDay() !== 6) days.unshift(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() - 1);
  }
  return days;
}

/** A value rounded to tenths. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * A child's usual heart or breathing rate at `fraction` (0-1) of its spread: inside their ordered range where
 * they have an order (a 3-year-old breathes faster than the adult default), else the demo's adult-like
 * baseline from `fallback` over `spread`.
 */
function usualRate(
  measurement: 'heartRate' | 'respiratoryRate',
  fraction: number,
  baseline: { fallback: number; spread: number; orders: readonly ChildParameter[] },
): number {
  const order = baseline.orders.find((candidate) => candidate.measurement === measurement);
  if (!order) return Math.round(baseline.fallback + fraction * baseline.spread);
  return Math.round(order.notifyLow + (order.notifyHigh - order.notifyLow) * (0.2 + 0.5 * fraction));
}

/**
 * One reading of a child: normal values around their own baseline (weight and height from their age),
 * with the occasional abnormal reading the demo needs: a low-grade fever, a fast pulse, a desaturation.
 */
function demoReading(
  age: number,
  random: () => number,
  readingNumber: number,
  patientNumber: number,
  orders: readonly ChildParameter[],
): VitalValues {
  const weight = 2.2 * (2 * age + 8);
  const values: VitalValues = {
    temperature: tenths(97.9 + random() * 1.2),
    heartRate: usualRate('heartRate', random(), { fallback: 76, spread: 20, orders }),
    bloodPressureSystolic: Math.round(96 + random() * 18),
    bloodPressureDiastolic: Math.round(60 + random() * 14),
    respiratoryRate: usualRate('respiratoryRate', random(), { fallback: 16, spread: 4, orders }),
    oxygenSaturation: Math.round(96 + random() * 4),
    weight: tenths(weight + random() * 0.8),
    height: readingNumber % 4 === 0 ? tenths((age * 6 + 77) / 2.54) : null,
    painScale: Math.round(random() * 2),
  };
  const pattern = (readingNumber * 7 + patientNumber * 3) % 23;
  if (pattern === 4) values.temperature = tenths(99.8 + random() * 1.5);
  if (pattern === 11) values.heartRate = 104 + Math.round(random() * 10);
  if (pattern === 17) values.oxygenSaturation = 92;
  if (pattern === 17 && patientNumber === 1) values.temperature = 102.6;
  return values;
}

/**
 * Adds two weeks of readings (twice each weekday, by the demo nurse) to the first facility's active
 * children, judged by each child's demo orders (`orders`, by patient id) and the spec's rules otherwise; the high and critical ones of the last two days
 * also sit unread in the care team's notifications, so the bell has something to show.
 */
export async function seedDemoVitalSigns(
  trx: Transaction<Database>,
  options: {
    facilityId: string;
    timeZone: string;
    nurseId: string;
    now: Date;
    orders: ReadonlyMap<string, ChildParameter[]>;
  },
): Promise<void> {
  const { facilityId, timeZone, nurseId, now, orders } = options;
  const patients = await trx
    .selectFrom('patients')
    .select(['id', 'first_name', 'last_name', 'date_of_birth'])
    .where('facility_id', '=', facilityId)
    .where('is_active', '=', true)
    .orderBy('medical_record_number')
    .execute();
  const today = todayInZone(now, timeZone);
  const instants = recentWeekdays(today, HISTORY_DAYS)
    .flatMap((day) => READING_TIMES.map((time) => wallTimeToInstant(day, time, timeZone)))
    .filter((instant) => instant.getTime() < now.getTime());
  const recentSince = now.getTime() - 2 * 86_400_000;
  for (const [patientNumber, patient] of patients.entries()) {
    const random = randomFrom(patientNumber + 1);
    const age = Math.max(1, ageInYears(patient.date_of_birth, today));
    const careTeam = await findCareTeam(trx, { id: patient.id, facilityId });
    for (const [readingNumber, recordedAt] of instants.entries()) {
      const childOrders = orders.get(patient.id) ?? [];
      const values = demoReading(age, random, readingNumber, patientNumber, childOrders);
      const judged = judgeVitalSigns(values, childOrders);
      const notifiable = judged.alerts.filter(isNotifiableAlert);
      const isNotified = notifiable.length > 0 && recordedAt.getTime() >= recentSince && careTeam.length > 0;
      const alerts = judged.alerts.map((alert) => ({
        ...alert,
        notificationSent: isNotified && isNotifiableAlert(alert),
      }));
      await trx
        .insertInto('vital_signs')
        .values({
          patient_id: patient.id,
          recorded_by: nurseId,
          recorded_at: recordedAt,
          temperature: values.temperature,
          heart_rate: values.heartRate,
          blood_pressure_systolic: values.bloodPressureSystolic,
          blood_pressure_diastolic: values.bloodPressureDiastolic,
          respiratory_rate: values.respiratoryRate,
          oxygen_saturation: values.oxygenSaturation,
          weight: values.weight,
          height: values.height,
          pain_scale: values.painScale,
          alerts: JSON.stringify(alerts),
          applied_ranges: JSON.stringify(judged.appliedRanges),
        })
        .execute();
      if (isNotified) {
        const content = describeAlertsForNotification(
          { ...patient, firstName: patient.first_name, lastName: patient.last_name },
          notifiable,
        );
        await createNotifications({ trx, now: recordedAt, recipientIds: careTeam, content });
      }
    }
  }
}
