import type { NotificationCategory, Severity } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import type { CommandScope } from '../shared/request-scope.ts';
import { recipientsWanting } from './preferences.ts';

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

/** The active parents linked to a child: whom to tell about the child's day. */
export async function findParents(trx: Transaction<Database>, patientId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('patient_parents')
    .innerJoin('users', 'users.id', 'patient_parents.parent_id')
    .select('patient_parents.parent_id')
    .where('patient_parents.patient_id', '=', patientId)
    .where('users.is_active', '=', true)
    .orderBy('patient_parents.parent_id')
    .execute();
  return rows.map((row) => row.parent_id);
}

/** What a notification says. */
export interface NotificationContent {
  title: string;
  body: string;
  link: string | null;
  severity: Severity;
}

/**
 * Creates one notification per recipient, inside the caller's transaction, and announces each as
 * notification.created to its recipient alone; with a `category`, recipients who turned it off get none.
 * Answers the new notifications' ids.
 */
export async function createNotifications(
  scope: Pick<CommandScope, 'trx' | 'now'> & {
    recipientIds: readonly string[];
    content: NotificationContent;
    category?: NotificationCategory;
  },
): Promise<string[]> {
  const { trx, now, content, category } = scope;
  const recipientIds = category
    ? await recipientsWanting(trx, scope.recipientIds, category)
    : scope.recipientIds;
  if (recipientIds.length === 0) return [];
  const rows = await trx
    .insertInto('notifications')
    .values(recipientIds.map((userId) => ({ user_id: userId, ...content, created_at: now })))
    .returning(['id', 'user_id'])
    .execute();
  for (const row of rows)
    await publishEvent(trx, { kind: 'notification.created', resourceId: row.id, userIds: [row.user_id] });
  return rows.map((row) => row.id);
}
