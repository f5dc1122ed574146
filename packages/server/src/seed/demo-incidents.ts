import type { Transaction } from 'kysely';
import { addCalendarDays, todayInZone, wallTimeToInstant } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/**
 * The demo's incident reports (Florida 59A-13.005): yesterday's fall of the demo parent's child on the
 * playground, cared for by the nurse, the parent told by phone, reviewed and closed by the administrator with
 * its corrective action; and today's medication error of a child of the nurse's caseload (a dose given late),
 * still open for the administrator's review.
 */
export async function seedDemoIncidents(
  trx: Transaction<Database>,
  options: {
    facilityId: string;
    timeZone: string;
    nurseId: string;
    administratorId: string;
    parentsChildId: string;
    nursesChildId: string;
    now: Date;
  },
): Promise<void> {
  const { facilityId, timeZone, nurseId, administratorId, parentsChildId, nursesChildId, now } = options;
  const yesterday = addCalendarDays(todayInZone(now, timeZone), -1);
  const fellAt = wallTimeToInstant(yesterday, '10:20', timeZone);
  const at = (minutesAfterFall: number) => new Date(fellAt.getTime() + minutesAfterFall * 60_000);
  const fall = await trx
    .insertInto('incidents')
    .values({
      facility_id: facilityId,
      incident_type: 'fall_or_injury',
      status: 'closed',
      occurred_at: fellAt,
      location: 'Playground, low slide',
      description:
        'Slipped on the wet second step of the low slide and fell onto the mat, bumping the left knee. No loss of consciousness.',
      corrective_action:
        'Non-slip treads fitted to the slide steps; the playground is dried before outdoor time after rain.',
      reported_by: nurseId,
      reported_at: at(25),
      review_notes: 'Steps were wet after the morning rain; no pattern of falls for this child.',
      reviewed_by: administratorId,
      reviewed_at: at(240),
      closed_by: administratorId,
      closed_at: at(300),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('incident_children')
    .values({
      incident_id: fall.id,
      patient_id: parentsChildId,
      care_given: 'Ice pack for 10 minutes; knee checked for swelling and range of motion, both normal.',
      care_given_by: nurseId,
      parent_notified_name: 'Isabel Alvarez (mother)',
      parent_notified_at: at(15),
      parent_notification_method: 'phone',
    })
    .execute();
  const error = await trx
    .insertInto('incidents')
    .values({
      facility_id: facilityId,
      incident_type: 'medication_error',
      occurred_at: new Date(now.getTime() - 90 * 60_000),
      location: 'Medication room',
      description:
        'The scheduled dose was given 90 minutes after its time: the nurse was with another child during a seizure.',
      reported_by: nurseId,
      reported_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('incident_children')
    .values({
      incident_id: error.id,
      patient_id: nursesChildId,
      care_given: 'Observed for 30 minutes after the dose; vital signs within range.',
      care_given_by: nurseId,
      parent_notified_name: null,
      parent_notified_at: null,
      parent_notification_method: null,
    })
    .execute();
  await trx.insertInto('incident_staff').values({ incident_id: error.id, user_id: nurseId }).execute();
}
