import { MESSAGES, type AssignStaffRequest } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { scopedUsers } from '../users/index.ts';

/** The two sides of an assignment as its rules need them. */
export interface AssignmentParties {
  patient: { id: string; facilityId: string; isActive: boolean; requiredTherapies: string[] };
  staff: {
    id: string;
    role: string;
    facilityId: string | null;
    isActive: boolean;
    status: 'active' | 'pending';
    firstName: string;
    lastName: string;
  };
}

/**
 * The scoped load of an assignment: the patient (one the actor sees, else 404 "Patient not found") and the
 * staff member (an account the actor manages, else 404).
 */
export async function loadAssignmentParties(
  trx: Transaction<Database>,
  actor: Actor,
  input: AssignStaffRequest,
): Promise<AssignmentParties> {
  const patient = await trx
    .selectFrom('patients')
    .select([
      'id',
      'facility_id as facilityId',
      'is_active as isActive',
      'required_therapies as requiredTherapies',
    ])
    .where(isPatientVisibleTo(actor))
    .where('id', '=', input.patientId)
    .executeTakeFirst();
  if (!patient) throw notFound(MESSAGES.patientNotFound);
  const staff = await scopedUsers(trx, actor)
    .select([
      'users.id',
      'users.role',
      'users.facility_id as facilityId',
      'users.is_active as isActive',
      'users.status',
      'users.first_name as firstName',
      'users.last_name as lastName',
    ])
    .where('users.id', '=', input.staffId)
    .executeTakeFirst();
  if (!staff) throw notFound();
  return { patient, staff };
}
