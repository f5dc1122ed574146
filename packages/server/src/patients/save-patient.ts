import { MESSAGES, type PatientDetail, type PatientInput } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { loadPatientDetail } from './load-patient-detail.ts';
import { insertPatient, insertPatientRecords } from './patient-records.ts';
import { publishPatientChanged } from './publish-patient-changed.ts';
import { recordChanges } from './record-changes.ts';

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
    throw conflict(MESSAGES.duplicateMedicalRecordNumber, {
      medicalRecordNumber: MESSAGES.duplicateMedicalRecordNumber,
    });
  }
}

/** The record of a patient the actor just changed, as the chart shows it. */
export async function reloadPatient(
  trx: Transaction<Database>,
  actor: Actor,
  patientId: string,
): Promise<PatientDetail> {
  const patient = await loadPatientDetail(trx, actor, patientId);
  if (!patient) throw notFound(MESSAGES.patientNotFound);
  return patient;
}

/** Adds a patient with all their records to the actor's facility, audited as CREATE; answers the new id. */
export async function createPatient(
  scope: CommandScope & { facilityId: string; input: PatientInput },
): Promise<string> {
  const { trx, facilityId, input } = scope;
  await refuseDuplicateMedicalRecordNumber(trx, facilityId, input.medicalRecordNumber);
  const id = await insertPatient(trx, facilityId, input);
  await auditChange(scope, {
    action: 'CREATE',
    resourceType: 'PATIENT',
    resourceId: id,
    newValues: { medicalRecordNumber: input.medicalRecordNumber, isActive: input.isActive },
  });
  await publishPatientChanged(trx, id);
  return id;
}

/**
 * Replaces a patient's fields and records (allergies, contacts, physicians, insurance) with the input. The
 * audit row (UPDATE) carries the old and new values of the fields that changed. Answers the saved record.
 */
export async function updatePatientRecord(
  scope: CommandScope & { patient: PatientDetail; input: PatientInput },
): Promise<PatientDetail> {
  const { trx, actor, patient, input, now } = scope;
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
      updated_at: now,
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
  const saved = await reloadPatient(trx, actor, patient.id);
  const keys = Object.keys(input) as (keyof PatientDetail)[];
  await auditChange(scope, {
    action: 'UPDATE',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    ...recordChanges(patient, saved, keys),
  });
  await publishPatientChanged(trx, patient.id);
  return saved;
}

/** Marks a patient active or inactive, audited as UPDATE with the old and new flag. */
export async function setPatientActive(
  scope: CommandScope & { patient: PatientDetail; isActive: boolean },
): Promise<void> {
  const { trx, patient, isActive, now } = scope;
  await trx
    .updateTable('patients')
    .set({ is_active: isActive, updated_at: now })
    .where('id', '=', patient.id)
    .execute();
  await auditChange(scope, {
    action: 'UPDATE',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    oldValues: { isActive: patient.isActive },
    newValues: { isActive },
  });
  await publishPatientChanged(trx, patient.id);
}
