import { ERROR_CODES, MESSAGES, type PatientInput } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { insertPatient, insertPatientRecords } from './patient-records.ts';

/** 409 when the medical record number is already used in the facility. */
async function refuseDuplicateMedicalRecordNumber(
  trx: Transaction<Database>,
  facilityId: string,
  medicalRecordNumber: string,
  exceptPatientId?: string,
): Promise<void> {
  let query = trx
    .selectFrom('patients')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('medical_record_number', '=', medicalRecordNumber);
  if (exceptPatientId) query = query.where('id', '<>', exceptPatientId);
  if (await query.executeTakeFirst()) {
    throw new HttpError(409, ERROR_CODES.validation, MESSAGES.duplicateMedicalRecordNumber, {
      medicalRecordNumber: MESSAGES.duplicateMedicalRecordNumber,
    });
  }
}

/** Adds a patient with all their records to a facility; answers the new id. */
export async function createPatient(
  trx: Transaction<Database>,
  facilityId: string,
  input: PatientInput,
): Promise<string> {
  await refuseDuplicateMedicalRecordNumber(trx, facilityId, input.medicalRecordNumber);
  return insertPatient(trx, facilityId, input);
}

/** Replaces a patient's fields and records (allergies, contacts, physicians, insurance) with the input. */
export async function updatePatient(
  trx: Transaction<Database>,
  patient: { id: string; facilityId: string },
  input: PatientInput,
): Promise<void> {
  await refuseDuplicateMedicalRecordNumber(trx, patient.facilityId, input.medicalRecordNumber, patient.id);
  await trx
    .updateTable('patients')
    .set({
      first_name: input.firstName,
      last_name: input.lastName,
      date_of_birth: input.dateOfBirth,
      medical_record_number: input.medicalRecordNumber,
      primary_diagnosis: input.primaryDiagnosis,
      secondary_diagnoses: input.secondaryDiagnoses,
      required_therapies: input.requiredTherapies,
      care_complexity: input.careComplexity,
      is_active: input.isActive,
      updated_at: new Date(),
    })
    .where('id', '=', patient.id)
    .execute();
  for (const table of [
    'patient_allergies',
    'patient_emergency_contacts',
    'patient_physicians',
    'patient_insurance',
  ] as const) {
    await trx.deleteFrom(table).where('patient_id', '=', patient.id).execute();
  }
  await insertPatientRecords(trx, patient.id, input);
}
