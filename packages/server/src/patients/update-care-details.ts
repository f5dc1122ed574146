import type { PatientCareDetails, PatientDetail } from '@carenest/core';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { insertAllergies, insertPhysicians } from './patient-records.ts';
import { publishPatientChanged } from './publish-patient-changed.ts';
import { recordChanges } from './record-changes.ts';
import { reloadPatient } from './save-patient.ts';

/** The care details of a loaded chart, in the shape they are entered (no record ids), for the audit row. */
function careDetailsOf(patient: PatientDetail): PatientCareDetails {
  return {
    allergies: patient.allergies.map(({ allergen, reaction, severity, notes }) => ({
      allergen,
      reaction,
      severity,
      notes,
    })),
    physicians: patient.physicians.map(({ name, specialty, phoneNumber, email, isPrimary }) => ({
      name,
      specialty,
      phoneNumber,
      email,
      isPrimary,
    })),
    secondaryDiagnoses: patient.secondaryDiagnoses,
    requiredTherapies: patient.requiredTherapies as PatientCareDetails['requiredTherapies'],
    careComplexity: patient.careComplexity,
    transportAttendant: patient.transportAttendant,
  };
}

/** The fields a care-details change may touch: nothing of the facility's record (name, MRN, insurance…). */
const CARE_DETAIL_FIELDS = [
  'allergies',
  'physicians',
  'secondaryDiagnoses',
  'requiredTherapies',
  'careComplexity',
  'transportAttendant',
] as const satisfies readonly (keyof PatientCareDetails)[];

/**
 * Replaces a chart's care details (patientPolicy.canEditCareDetails): allergies, physicians, secondary
 * diagnoses, required therapies, care complexity and the transport attendant's credential; the rest of the record stays as it is. Audited as
 * UPDATE with the old and new values of the fields that changed, and announced as patient.changed.
 * Answers the saved record.
 */
export async function updateCareDetails(
  scope: CommandScope & { patient: PatientDetail; input: PatientCareDetails },
): Promise<PatientDetail> {
  const { trx, actor, patient, input, now } = scope;
  await trx
    .updateTable('patients')
    .set({
      secondary_diagnoses: input.secondaryDiagnoses,
      required_therapies: input.requiredTherapies,
      care_complexity: input.careComplexity,
      transport_attendant: input.transportAttendant,
      updated_at: now,
    })
    .where('id', '=', patient.id)
    .execute();
  await trx.deleteFrom('patient_allergies').where('patient_id', '=', patient.id).execute();
  await trx.deleteFrom('patient_physicians').where('patient_id', '=', patient.id).execute();
  await insertAllergies(trx, patient.id, input.allergies);
  await insertPhysicians(trx, patient.id, input.physicians);
  const saved = await reloadPatient(trx, actor, patient.id);
  await auditChange(scope, {
    action: 'UPDATE',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    ...recordChanges(careDetailsOf(patient), careDetailsOf(saved), CARE_DETAIL_FIELDS),
  });
  await publishPatientChanged(trx, patient.id);
  return saved;
}
