import {
  ERROR_CODES,
  MESSAGES,
  capacityReachedMessage,
  staffRoleForAssignment,
  type AssignStaffRequest,
  type PatientAssignment,
} from '@carenest/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { isUniqueViolation, scopedUsers } from '../users/scoped-users.ts';
import { assignmentsWithStaff, presentAssignment } from './assignment-access.ts';

/** 400 with one of the assignment rules' messages. */
function refused(message: string): HttpError {
  return new HttpError(400, ERROR_CODES.validation, message);
}

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

/** Checks the patient and the staff member of an assignment; answers the staff member's name. */
async function checkAssignment(
  trx: Transaction<Database>,
  actor: Actor,
  input: AssignStaffRequest,
): Promise<{ firstName: string; lastName: string }> {
  const patient = await trx
    .selectFrom('patients')
    .select(['id', 'facility_id', 'is_active', 'required_therapies'])
    .where(isPatientVisibleTo(actor))
    .where('id', '=', input.patientId)
    .executeTakeFirst();
  if (!patient) throw notFound(MESSAGES.patientNotFound);
  if (!patient.is_active) throw refused(MESSAGES.patientNotActive);
  if (input.therapyTypes.some((therapy) => !patient.required_therapies.includes(therapy)))
    throw refused(MESSAGES.therapyTypeNotRequired);
  const staff = await scopedUsers(trx, actor)
    .select([
      'users.role',
      'users.facility_id',
      'users.is_active',
      'users.status',
      'users.first_name',
      'users.last_name',
    ])
    .where('users.id', '=', input.staffId)
    .executeTakeFirst();
  if (!staff) throw notFound();
  const neededRole = staffRoleForAssignment(input.assignmentType);
  const isEligible =
    staff.role === neededRole &&
    staff.is_active &&
    staff.status === 'active' &&
    staff.facility_id === patient.facility_id;
  if (!isEligible)
    throw refused(neededRole === 'therapist' ? MESSAGES.staffMustBeTherapist : MESSAGES.staffMustBeNurse);
  const existing = await trx
    .selectFrom('staff_assignments')
    .select('id')
    .where('patient_id', '=', input.patientId)
    .where('staff_id', '=', input.staffId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (existing) throw new HttpError(409, ERROR_CODES.conflict, MESSAGES.alreadyAssigned);
  return { firstName: staff.first_name, lastName: staff.last_name };
}

/**
 * Assigns a nurse or therapist to a patient: both checked against the actor's scope and the spec's rules,
 * one capacity slot taken in the database, the assignment inserted and ASSIGN_PATIENT audited, all in one
 * transaction. A full staff member is refused with the spec's sentence (409).
 */
export async function assignStaff(
  db: Kysely<Database>,
  actor: Actor,
  input: AssignStaffRequest,
  context: AuditContext,
): Promise<PatientAssignment> {
  try {
    return await db.transaction().execute(async (trx) => {
      const staff = await checkAssignment(trx, actor, input);
      if (!(await takeCapacitySlot(trx, input.staffId)))
        throw new HttpError(
          409,
          ERROR_CODES.conflict,
          capacityReachedMessage(staff.firstName, staff.lastName),
        );
      const { id } = await trx
        .insertInto('staff_assignments')
        .values({
          patient_id: input.patientId,
          staff_id: input.staffId,
          staff_role: staffRoleForAssignment(input.assignmentType),
          assignment_type: input.assignmentType,
          therapy_types: input.therapyTypes,
          assigned_by: actor.userId,
          notes: input.notes || null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const assignment = presentAssignment(
        await assignmentsWithStaff(trx).where('staff_assignments.id', '=', id).executeTakeFirstOrThrow(),
      );
      await appendAudit(trx, context, {
        action: 'ASSIGN_PATIENT',
        resourceType: 'ASSIGNMENT',
        resourceId: id,
        newValues: {
          patientId: assignment.patientId,
          staffId: assignment.staffId,
          staffRole: assignment.staffRole,
          assignmentType: assignment.assignmentType,
          therapyTypes: assignment.therapyTypes,
        },
      });
      return assignment;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ERROR_CODES.conflict, MESSAGES.alreadyAssigned);
    throw error;
  }
}
