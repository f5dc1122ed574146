import type { PatientAssignment } from '@carenest/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Assignments joined with their staff member's name, as presented. */
export function assignmentsWithStaff(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('staff_assignments')
    .innerJoin('users as staff', 'staff.id', 'staff_assignments.staff_id')
    .select([
      'staff_assignments.id',
      'staff_assignments.patient_id',
      'staff_assignments.staff_id',
      'staff_assignments.staff_role',
      'staff_assignments.assignment_type',
      'staff_assignments.therapy_types',
      'staff_assignments.assigned_by',
      'staff_assignments.assigned_at',
      'staff_assignments.is_active',
      'staff_assignments.notes',
      'staff_assignments.unassigned_at',
      'staff.first_name as staff_first_name',
      'staff.last_name as staff_last_name',
    ]);
}

/** An assignment row with its staff member's name. */
export type AssignmentRow = Awaited<
  ReturnType<ReturnType<typeof assignmentsWithStaff>['executeTakeFirstOrThrow']>
>;

/** Exactly the fields of an assignment that leave the server. */
export function presentAssignment(row: AssignmentRow): PatientAssignment {
  return {
    id: row.id,
    patientId: row.patient_id,
    staffId: row.staff_id,
    staffName: `${row.staff_first_name} ${row.staff_last_name}`,
    staffRole: row.staff_role,
    assignmentType: row.assignment_type,
    therapyTypes: row.therapy_types,
    assignedBy: row.assigned_by,
    assignedAt: row.assigned_at.toISOString(),
    isActive: row.is_active,
    notes: row.notes,
    unassignedAt: row.unassigned_at?.toISOString() ?? null,
  };
}
