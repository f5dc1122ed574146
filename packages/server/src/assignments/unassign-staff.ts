import { MESSAGES } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { conflict } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { assignmentsWithStaff, type AssignmentRow } from './assignment-rows.ts';
import { publishAssignmentChanged } from './publish-assignment-changed.ts';

/** The scoped load of an assignment: one of a patient the actor sees, or undefined. */
export function findVisibleAssignment(
  trx: Transaction<Database>,
  actor: Actor,
  assignmentId: string,
): Promise<{ id: string } | undefined> {
  return trx
    .selectFrom('staff_assignments')
    .innerJoin('patients', 'patients.id', 'staff_assignments.patient_id')
    .select(['staff_assignments.id'])
    .where(isPatientVisibleTo(actor))
    .where('staff_assignments.id', '=', assignmentId)
    .executeTakeFirst();
}

/**
 * Ends an active assignment: it turns inactive with who and when (409 when it already ended, even by a
 * concurrent request), the staff member's count goes down by one (never below 0), UNASSIGN_PATIENT is
 * audited and the change announced.
 */
export async function unassignStaff(
  scope: CommandScope & { assignment: { id: string } },
): Promise<AssignmentRow> {
  const { trx, actor, now } = scope;
  const ended = await trx
    .updateTable('staff_assignments')
    .set({ is_active: false, unassigned_at: now, unassigned_by: actor.userId })
    .where('id', '=', scope.assignment.id)
    .where('is_active', '=', true)
    .returning(['id', 'staff_id'])
    .executeTakeFirst();
  if (!ended) throw conflict(MESSAGES.assignmentNotActive);
  await sql`
    UPDATE users SET current_patient_count = GREATEST(current_patient_count - 1, 0), updated_at = now()
    WHERE id = ${ended.staff_id}`.execute(trx);
  const assignment = await assignmentsWithStaff(trx)
    .where('staff_assignments.id', '=', ended.id)
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'UNASSIGN_PATIENT',
    resourceType: 'ASSIGNMENT',
    resourceId: ended.id,
    oldValues: { isActive: true },
    newValues: {
      isActive: false,
      patientId: assignment.patient_id,
      staffId: assignment.staff_id,
      unassignedAt: assignment.unassigned_at?.toISOString() ?? null,
    },
  });
  await publishAssignmentChanged(trx, {
    id: ended.id,
    patientId: assignment.patient_id,
    staffId: assignment.staff_id,
  });
  return assignment;
}
