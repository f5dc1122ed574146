import type { PatientDetail } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { isNurseOnCareTeam } from '../shared/care-team.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';

/** The whole record of one patient the actor may see, or undefined when absent or not visible. */
export async function loadPatientDetail(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string,
): Promise<PatientDetail | undefined> {
  const patient = await trx
    .selectFrom('patients')
    .selectAll()
    .where('id', '=', patientId)
    .where(isPatientVisibleTo(actor))
    .executeTakeFirst();
  if (!patient) return undefined;
  const [allergies, contacts, physicians, insurance, isOnCareTeam] = await Promise.all([
    trx
      .selectFrom('patient_allergies')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy('allergen')
      .execute(),
    trx
      .selectFrom('patient_emergency_contacts')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy('position')
      .execute(),
    trx
      .selectFrom('patient_physicians')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy('position')
      .execute(),
    trx.selectFrom('patient_insurance').selectAll().where('patient_id', '=', patientId).executeTakeFirst(),
    isNurseOnCareTeam(trx, actor.userId, patientId),
  ]);
  return {
    id: patient.id,
    facilityId: patient.facility_id,
    firstName: patient.first_name,
    lastName: patient.last_name,
    dateOfBirth: patient.date_of_birth,
    medicalRecordNumber: patient.medical_record_number,
    primaryDiagnosis: patient.primary_diagnosis,
    secondaryDiagnoses: patient.secondary_diagnoses,
    requiredTherapies: patient.required_therapies,
    careComplexity: patient.care_complexity,
    transportAttendant: patient.transport_attendant,
    isActive: patient.is_active,
    photoUrl: patient.photo_url,
    isOnCareTeam,
    allergyCount: allergies.length,
    allergies: allergies.map((allergy) => ({
      id: allergy.id,
      allergen: allergy.allergen,
      reaction: allergy.reaction,
      severity: allergy.severity,
      notes: allergy.notes,
    })),
    emergencyContacts: contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      relationship: contact.relationship,
      phoneNumber: contact.phone_number,
      email: contact.email,
      isPrimary: contact.is_primary,
      canPickup: contact.can_pickup,
    })),
    physicians: physicians.map((physician) => ({
      id: physician.id,
      name: physician.name,
      specialty: physician.specialty,
      phoneNumber: physician.phone_number,
      email: physician.email,
      isPrimary: physician.is_primary,
    })),
    insurance: insurance
      ? {
          id: insurance.id,
          primaryInsurance: {
            insuranceName: insurance.insurance_name,
            policyNumber: insurance.policy_number,
            groupNumber: insurance.group_number,
            subscriberName: insurance.subscriber_name,
            subscriberDOB: insurance.subscriber_dob,
            relationshipToPatient: insurance.relationship_to_patient,
          },
          eligibilityStatus: {
            isActive: insurance.is_active,
            effectiveDate: insurance.effective_date,
            benefits: insurance.benefits,
            lastChecked: insurance.last_checked?.toISOString() ?? null,
          },
          lastVerified: insurance.last_verified?.toISOString() ?? null,
        }
      : null,
    createdAt: patient.created_at.toISOString(),
    updatedAt: patient.updated_at.toISOString(),
  };
}

/**
 * Whether a chart the actor cannot see is one they could be shown "Access denied to patient records" for:
 * a nurse or therapist asking for a patient of their own facility who is not assigned to them.
 * Everything else outside their view (other facilities, other families) stays a plain 404.
 */
export async function isDeniedWithinFacility(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string,
): Promise<boolean> {
  if ((actor.role !== 'nurse' && actor.role !== 'therapist') || !actor.facilityId || actor.isPending)
    return false;
  const row = await trx
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .where('facility_id', '=', actor.facilityId)
    .executeTakeFirst();
  return row !== undefined;
}
