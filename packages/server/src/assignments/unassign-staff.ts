import { ERROR_CODES, MESSAGES, type PatientAssignment } from '@carenest/core';
import { sql, type Kysely } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { assignmentsWithStaff, presentAssignment } from './assignment-access.ts';

/**
 * Ends an active assignment of a patient the actor sees: it turns inactive with who and when, the staff
 * member's count goes down by one (never below 0), and UNASSIGN_PATIENT is audited.
 */
export async function unassignStaff(
  db: Kysely<Database>,
  actor: Actor,
  assignmentId: string,
  context: AuditContext,
  now: Date,
): Promise<PatientAssignment> {
  return db.transaction().execute(async (trx) => {
    const visible = await trx
      .selectFrom('staff_assignments')
      .innerJoin('patients', 'patients.id', 'staff_assignments.patient_id')
      .select(['staff_assignments.id'])
      .where(isPatientVisibleTo(actor))
      .where('staff_assignments.id', '=', assignmentId)
      .executeTakeFirst();
    if (!visible) throw notFound();
    const ended = await trx
      .updateTable('staff_assignments')
      .set({ is_active: false, unassigned_at: now, unassigned_by: actor.userId })
      .where('id', '=', visible.id)
      .where('is_active', '=', true)
      .returning(['id', 'staff_id'])
      .executeTakeFirst();
    if (!ended) throw new HttpError(409, ERROR_CODES.conflict, MESSAGES.assignmentNotActive);
    await sql`
      UPDATE users SET current_patient_count = GREATEST(current_patient_count - 1, 0), updated_at = now()
      WHERE id = ${ended.staff_id}`.execute(trx);
    const assignment = presentAssignment(
      await assignmentsWithStaff(trx).where('staff_assignments.id', '=', ended.id).executeTakeFirstOrThrow(),
    );
    await appendAudit(trx, context, {
      action: 'UNASSIGN_PATIENT',
      resourceType: 'ASSIGNMENT',
      resourceId: ended.id,
      oldValues: { isActive: true },
      newValues: {
        isActive: false,
        patientId: assignment.patientId,
        staffId: assignment.staffId,
        unassignedAt: assignment.unassignedAt,
      },
    });
    return assignment;
  });
}
