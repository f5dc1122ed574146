import type { PatientInput } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A patient with all their records, as the patient form (and the demo seed, through the same schema) gives it. */
export type PatientRecord = PatientInput;

/** Inserts one patient with allergies, contacts, physicians and insurance; returns the new id. */
export async function insertPatient(
  trx: Transaction<Database>,
  facilityId: string,
  patient: PatientRecord,
): Promise<string> {
  const { id } = await trx
    .insertInto('patients')
    .values({
      facility_id: facilityId,
      first_name: patient.firstName,
      last_name: patient.lastName,
      date_of_birth: patient.dateOfBirth,
      medical_record_number: patient.medicalRecordNumber,
      primary_diagnosis: patient.primaryDiagnosis,
      secondary_diagnoses: patient.secondaryDiagnoses,
      required_therapies: patient.requiredTherapies,
      care_complexity: patient.careComplexity,
      is_active: patient.isActive,
      photo_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertPatientRecords(trx, id, patient);
  return id;
}

/** Inserts a patient's allergies (after any old ones were removed). */
export async function insertAllergies(
  trx: Transaction<Database>,
  id: string,
  allergies: PatientRecord['allergies'],
): Promise<void> {
  if (allergies.length === 0) return;
  await trx
    .insertInto('patient_allergies')
    .values(allergies.map((allergy) => ({ patient_id: id, ...allergy })))
    .execute();
}

/** Inserts a patient's physicians in their order (after any old ones were removed). */
export async function insertPhysicians(
  trx: Transaction<Database>,
  id: string,
  physicians: PatientRecord['physicians'],
): Promise<void> {
  if (physicians.length === 0) return;
  await trx
    .insertInto('patient_physicians')
    .values(
      physicians.map((physician, position) => ({
        patient_id: id,
        position,
        name: physician.name,
        specialty: physician.specialty,
        phone_number: physician.phoneNumber,
        email: physician.email,
        is_primary: physician.isPrimary,
      })),
    )
    .execute();
}

/** Inserts a patient's allergies, contacts, physicians and insurance (after any old ones were removed). */
export async function insertPatientRecords(
  trx: Transaction<Database>,
  id: string,
  patient: PatientRecord,
): Promise<void> {
  await insertAllergies(trx, id, patient.allergies);
  if (patient.emergencyContacts.length > 0) {
    await trx
      .insertInto('patient_emergency_contacts')
      .values(
        patient.emergencyContacts.map((contact, position) => ({
          patient_id: id,
          position,
          name: contact.name,
          relationship: contact.relationship,
          phone_number: contact.phoneNumber,
          email: contact.email,
          is_primary: contact.isPrimary,
          can_pickup: contact.canPickup,
        })),
      )
      .execute();
  }
  await insertPhysicians(trx, id, patient.physicians);
  if (patient.insurance) {
    const insurance = patient.insurance;
    await trx
      .insertInto('patient_insurance')
      .values({
        patient_id: id,
        insurance_name: insurance.insuranceName,
        policy_number: insurance.policyNumber,
        group_number: insurance.groupNumber,
        subscriber_name: insurance.subscriberName,
        subscriber_dob: insurance.subscriberDOB,
        relationship_to_patient: insurance.relationshipToPatient,
        is_active: insurance.isActive,
        effective_date: insurance.effectiveDate,
        benefits: insurance.benefits,
        last_checked: null,
        last_verified: null,
      })
      .execute();
  }
}
