import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createNotifications } from '../notifications/index.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/** What happened to a child on a route, as their parents are told. */
export type RouteMoment = 'picked_up' | 'arrived' | 'dropped_off';

/** The sentence of each moment, e.g. "Mateo was picked up". */
const MOMENT_TEXT: Record<RouteMoment, (name: string, detail: string | null) => string> = {
  picked_up: (name, detail) => `${name} was picked up${detail ? ` from ${detail}` : ''}.`,
  arrived: (name) => `${name} arrived at the facility.`,
  dropped_off: (name, detail) => `${name} was dropped off${detail ? ` with ${detail}` : ''}.`,
};

/** Titles of the moments. */
const MOMENT_TITLE: Record<RouteMoment, string> = {
  picked_up: 'Picked up',
  arrived: 'Arrived at the facility',
  dropped_off: 'Dropped off',
};

/**
 * Tells the linked parents of each child what just happened on the route (a notification each, live through
 * notification.created), in the caller's transaction. `detail` names the adult of a handoff.
 */
export async function notifyParents(
  scope: Pick<CommandScope, 'trx' | 'now'>,
  moment: RouteMoment,
  children: readonly { patientId: string; detail: string | null }[],
): Promise<void> {
  for (const child of children) {
    const parents = await parentsOf(scope.trx, child.patientId);
    if (parents.ids.length === 0) continue;
    await createNotifications({
      ...scope,
      recipientIds: parents.ids,
      category: 'transport',
      content: {
        title: `${MOMENT_TITLE[moment]}: ${parents.childName}`,
        body: MOMENT_TEXT[moment](parents.childName, child.detail),
        link: '/transportation',
        severity: 'low',
      },
    });
  }
}

/** A child's first name and their linked parents' ids. */
async function parentsOf(trx: Transaction<Database>, patientId: string) {
  const rows = await trx
    .selectFrom('patient_parents')
    .innerJoin('patients', 'patients.id', 'patient_parents.patient_id')
    .innerJoin('users', 'users.id', 'patient_parents.parent_id')
    .select(['patient_parents.parent_id', 'patients.first_name'])
    .where('patient_parents.patient_id', '=', patientId)
    .where('users.is_active', '=', true)
    .execute();
  return { ids: rows.map((row) => row.parent_id), childName: rows[0]?.first_name ?? '' };
}
