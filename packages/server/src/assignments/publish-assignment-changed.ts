import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';

/**
 * Announces a new or ended assignment (assignment.changed) to everyone who sees the child and to the staff
 * member, whose caseload changed. ARCHITECTURE.md, "Live events".
 */
export function publishAssignmentChanged(
  trx: Transaction<Database>,
  assignment: { id: string; patientId: string; staffId: string },
): Promise<void> {
  return publishEvent(trx, {
    kind: 'assignment.changed',
    resourceId: assignment.id,
    patientIds: [assignment.patientId],
    userIds: [assignment.staffId],
  });
}
