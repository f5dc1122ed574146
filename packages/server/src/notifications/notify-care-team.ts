import type { Severity } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A patient's place: who they are and which facility looks after them. */
export interface CareTeamPatient {
  id: string;
  facilityId: string;
}

/**
 * The people to tell about a patient: the nurses actively assigned to them and the administrators of
 * their facility, each an active, approved account of that facility.
 */
export async function findCareTeam(trx: Transaction<Database>, patient: CareTeamPatient): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select('users.id')
    .where('users.facility_id', '=', patient.facilityId)
    .where('users.is_active', '=', true)
    .where('users.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('users.role', '=', 'administrator'),
        eb.and([
          eb('users.role', '=', 'nurse'),
          eb(
            'users.id',
            'in',
            eb
              .selectFrom('staff_assignments')
              .select('staff_assignments.staff_id')
              .where('staff_assignments.patient_id', '=', patient.id)
              .where('staff_assignments.staff_role', '=', 'nurse')
              .where('staff_assignments.is_active', '=', true),
          ),
        ]),
      ]),
    )
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

/** What a notification says. */
export interface NotificationContent {
  title: string;
  body: string;
  link: string | null;
  severity: Severity;
}

/** Creates one notification per recipient, inside the caller's transaction. */
export async function createNotifications(
  trx: Transaction<Database>,
  recipientIds: readonly string[],
  content: NotificationContent,
  now: Date,
): Promise<void> {
  if (recipientIds.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(recipientIds.map((userId) => ({ user_id: userId, ...content, created_at: now })))
    .execute();
}
