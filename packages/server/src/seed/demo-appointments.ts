import type { Transaction } from 'kysely';
import { nextCalendarDay, todayInZone, wallTimeToInstant } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/**
 * The demo's appointments: a care conference about Mateo scheduled by the nurse for the next working day at
 * 2 PM in the family room, a physician visit for Mateo today (an hour after seeding, or at seeding when that
 * would be tomorrow), which the nurse's Tasks & Reminders shows, and the demo parent's request for Sofia's
 * therapy evaluation, waiting for an answer.
 */
export async function seedDemoAppointments(
  trx: Transaction<Database>,
  options: { facilityId: string; timeZone: string; parentId: string; nurseId: string; now: Date },
): Promise<void> {
  const { facilityId, timeZone, parentId, nurseId, now } = options;
  const childOf = async (medicalRecordNumber: string) =>
    (
      await trx
        .selectFrom('patients')
        .select('id')
        .where('facility_id', '=', facilityId)
        .where('medical_record_number', '=', medicalRecordNumber)
        .executeTakeFirstOrThrow()
    ).id;
  const inAnHour = new Date(now.getTime() + 3_600_000);
  const visitToday = todayInZone(inAnHour, timeZone) === todayInZone(now, timeZone) ? inAnHour : now;
  const nextWorkingDay = (from: string) => {
    let day = nextCalendarDay(from);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = nextCalendarDay(day);
    return day;
  };
  const day = nextWorkingDay(todayInZone(now, timeZone));
  const mateo = await childOf('MRN-100234');
  await trx
    .insertInto('appointments')
    .values([
      {
        facility_id: facilityId,
        patient_id: mateo,
        appointment_type: 'care_conference',
        status: 'scheduled',
        starts_at: wallTimeToInstant(day, '14:00', timeZone),
        duration_minutes: 45,
        location: 'Family room',
        notes: 'Quarterly plan of care review',
        created_by: nurseId,
        created_at: now,
      },
      {
        facility_id: facilityId,
        patient_id: mateo,
        appointment_type: 'physician_visit',
        status: 'scheduled',
        starts_at: visitToday,
        duration_minutes: 30,
        location: 'Clinic room',
        notes: 'Pediatrician follow-up of the new seizure plan',
        created_by: nurseId,
        created_at: now,
      },
      {
        facility_id: facilityId,
        patient_id: await childOf('MRN-100235'),
        appointment_type: 'therapy_evaluation',
        status: 'requested',
        location: '',
        notes: 'Her new braces rub at the ankle',
        preferred_date: day,
        requested_by: parentId,
        created_by: parentId,
        created_at: now,
      },
      {
        facility_id: facilityId,
        patient_id: mateo,
        appointment_type: 'therapy_evaluation',
        status: 'completed',
        starts_at: new Date(now.getTime() - 3 * 3_600_000),
        duration_minutes: 60,
        location: 'Therapy gym',
        notes: 'Gait review with the new walker',
        created_by: nurseId,
        created_at: now,
        completed_by: nurseId,
        completed_at: now,
      },
      {
        facility_id: facilityId,
        patient_id: mateo,
        appointment_type: 'physician_visit',
        status: 'cancelled',
        starts_at: wallTimeToInstant(nextWorkingDay(day), '09:30', timeZone),
        duration_minutes: 30,
        location: 'Clinic room',
        notes: 'Orthopedic check of the left hip',
        created_by: nurseId,
        created_at: now,
        cancellation_reason: 'Mateo has a cold this week; we will ask for a new day',
        cancelled_by: parentId,
        cancelled_at: now,
      },
    ])
    .execute();
}
