import { staffLoadPercentage, type AssignmentOverview } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { assignmentsWithStaff, presentAssignment } from './assignment-rows.ts';
import { isInFacilityScope } from '../shared/facility-scope.ts';

/**
 * The assignments screen's data: the workload of the active, approved nurses and therapists the actor
 * manages, and the active patients the actor sees with their required therapies and active assignments.
 */
export async function loadAssignmentOverview(
  trx: Transaction<Database>,
  actor: Actor,
): Promise<AssignmentOverview> {
  const staffQuery = trx
    .selectFrom('users')
    .select([
      'id',
      'facility_id',
      'first_name',
      'last_name',
      'role',
      'specializations',
      'current_patient_count',
      'max_patient_load',
    ])
    .where('role', 'in', ['nurse', 'therapist'])
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('facility_id', 'is not', null)
    .where(isInFacilityScope(actor, 'facility_id'));
  const staff = await staffQuery.orderBy('role').orderBy('last_name').orderBy('first_name').execute();
  const patients = await trx
    .selectFrom('patients')
    .select([
      'id',
      'facility_id',
      'first_name',
      'last_name',
      'medical_record_number',
      'care_complexity',
      'required_therapies',
    ])
    .where(isPatientVisibleTo(actor))
    .where('is_active', '=', true)
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  const patientIds = patients.map((patient) => patient.id);
  const assignments =
    patientIds.length === 0
      ? []
      : await assignmentsWithStaff(trx)
          .where('staff_assignments.patient_id', 'in', patientIds)
          .where('staff_assignments.is_active', '=', true)
          .orderBy('staff_assignments.assigned_at')
          .execute();
  return {
    staff: staff.map((member) => ({
      id: member.id,
      facilityId: member.facility_id!,
      firstName: member.first_name,
      lastName: member.last_name,
      role: member.role === 'therapist' ? 'therapist' : 'nurse',
      specializations: member.specializations,
      currentPatientCount: member.current_patient_count,
      maxPatientLoad: member.max_patient_load,
      loadPercentage: Math.round(staffLoadPercentage(member.current_patient_count, member.max_patient_load)),
    })),
    patients: patients.map((patient) => ({
      id: patient.id,
      facilityId: patient.facility_id,
      firstName: patient.first_name,
      lastName: patient.last_name,
      medicalRecordNumber: patient.medical_record_number,
      careComplexity: patient.care_complexity,
      requiredTherapies: patient.required_therapies,
      assignments: assignments
        .filter((assignment) => assignment.patient_id === patient.id)
        .map(presentAssignment),
    })),
  };
}
