import {
  MESSAGES,
  capacityReachedMessage,
  staffRoleForAssignment,
  type AssignStaffRequest,
} from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { assignmentsWithStaff, type AssignmentRow } from './assignment-rows.ts';
import type { AssignmentParties } from './load-assignment-parties.ts';
import { publishAssignmentChanged } from './publish-assignment-changed.ts';
import { refuseExpiredNurse } from '../credentials/index.ts';

/**
 * Takes one slot of a staff member's capacity with a single conditional statement: the row is counted up
 * only while it is below the maximum. Concurrent assignments queue on the row lock and each re-checks the
 * condition, so the last slot goes to exactly one of them. Answers whether a slot was taken.
 */
async function takeCapacitySlot(trx: Transaction<Database>, staffId: string): Promise<boolean> {
  const result = await sql<{ id: string }>`
    UPDATE users SET current_patient_count = current_patient_count + 1, updated_at = now()
    WHERE id = ${staffId} AND current_patient_count < max_patient_load
    RETURNING id`.execute(trx);
  return result.rows.length === 1;
}

/** The spec's assignment rules (400, or 409 for an assignment already active), against the loaded parties. */
async function checkAssignmentRules(
  trx: Transaction<Database>,
  { patient, staff }: AssignmentParties,
  input: AssignStaffRequest,
): Promise<void> {
  if (!patient.isActive) throw badRequest(MESSAGES.patientNotActive);
  if (input.therapyTypes.some((therapy) => !patient.requiredTherapies.includes(therapy)))
    throw badRequest(MESSAGES.therapyTypeNotRequired);
  const neededRole = staffRoleForAssignment(input.assignmentType);
  const isEligible =
    staff.role === neededRole &&
    staff.isActive &&
    staff.status === 'active' &&
    staff.facilityId === patient.facilityId;
  if (!isEligible)
    throw badRequest(neededRole === 'therapist' ? MESSAGES.staffMustBeTherapist : MESSAGES.staffMustBeNurse);
  const existing = await trx
    .selectFrom('staff_assignments')
    .select('id')
    .where('patient_id', '=', patient.id)
    .where('staff_id', '=', staff.id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (existing) throw conflict(MESSAGES.alreadyAssigned);
}

/**
 * Assigns a nurse or therapist to a patient (both loaded through the actor's scope): the spec's rules
 * checked, one capacity slot taken in the database (a full staff member is refused with the spec's
 * sentence, 409), the assignment inserted, ASSIGN_PATIENT audited and the change announced.
 */
export async function assignStaff(
  scope: CommandScope & AssignmentParties & { input: AssignStaffRequest },
): Promise<AssignmentRow> {
  const { trx, actor, patient, staff, input } = scope;
  await checkAssignmentRules(trx, { patient, staff }, input);
  await refuseExpiredNurse(trx, staff, scope.now);
  if (!(await takeCapacitySlot(trx, staff.id)))
    throw conflict(capacityReachedMessage(staff.firstName, staff.lastName));
  const { id } = await trx
    .insertInto('staff_assignments')
    .values({
      patient_id: patient.id,
      staff_id: staff.id,
      staff_role: staffRoleForAssignment(input.assignmentType),
      assignment_type: input.assignmentType,
      therapy_types: input.therapyTypes,
      assigned_by: actor.userId,
      notes: input.notes || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assignment = await assignmentsWithStaff(trx)
    .where('staff_assignments.id', '=', id)
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'ASSIGN_PATIENT',
    resourceType: 'ASSIGNMENT',
    resourceId: id,
    newValues: {
      patientId: assignment.patient_id,
      staffId: assignment.staff_id,
      staffRole: assignment.staff_role,
      assignmentType: assignment.assignment_type,
      therapyTypes: assignment.therapy_types,
    },
  });
  await publishAssignmentChanged(trx, { id, patientId: patient.id, staffId: staff.id });
  return assignment;
}
