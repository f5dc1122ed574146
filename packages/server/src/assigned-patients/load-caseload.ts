import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';

/** Rows of a child table, grouped by patient id. */
function groupByPatient<Row extends { patient_id: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.patient_id, [...(groups.get(row.patient_id) ?? []), row]);
  return groups;
}

/** The patients actively assigned to a nurse or therapist, with what the cards show, in six queries. */
export async function loadCaseload(trx: Transaction<Database>, actor: Actor) {
  const user = await trx
    .selectFrom('users')
    .select('max_patient_load')
    .where('id', '=', actor.userId)
    .executeTakeFirstOrThrow();
  if (actor.isPending || !actor.facilityId) return { patients: [], maxPatientLoad: user.max_patient_load };
  const assignments = await trx
    .selectFrom('staff_assignments')
    .innerJoin('patients', 'patients.id', 'staff_assignments.patient_id')
    .selectAll('patients')
    .select('staff_assignments.assignment_type')
    .where('staff_assignments.staff_id', '=', actor.userId)
    .where('staff_assignments.is_active', '=', true)
    .where('patients.facility_id', '=', actor.facilityId)
    .orderBy('patients.last_name')
    .orderBy('patients.first_name')
    .execute();
  const ids = [...new Set(assignments.map((row) => row.id))];
  if (ids.length === 0) return { patients: [], maxPatientLoad: user.max_patient_load };

  const [allergies, contacts, physicians, insurance, medications] = await Promise.all([
    trx
      .selectFrom('patient_allergies')
      .selectAll()
      .where('patient_id', 'in', ids)
      .orderBy('allergen')
      .execute(),
    trx
      .selectFrom('patient_emergency_contacts')
      .selectAll()
      .where('patient_id', 'in', ids)
      .orderBy('position')
      .execute(),
    trx
      .selectFrom('patient_physicians')
      .selectAll()
      .where('patient_id', 'in', ids)
      .orderBy('position')
      .execute(),
    trx.selectFrom('patient_insurance').selectAll().where('patient_id', 'in', ids).execute(),
    trx
      .selectFrom('medications')
      .select(['patient_id', sql<number>`count(*)::int`.as('count')])
      .where('patient_id', 'in', ids)
      .where('is_active', '=', true)
      .groupBy('patient_id')
      .execute(),
  ]);
  const allergiesOf = groupByPatient(allergies);
  const contactsOf = groupByPatient(contacts);
  const physiciansOf = groupByPatient(physicians);
  const insuranceOf = new Map(insurance.map((row) => [row.patient_id, row]));
  const medicationsOf = new Map(medications.map((row) => [row.patient_id, row.count]));

  const patients = ids.map((id) => {
    const rows = assignments.filter((row) => row.id === id);
    const patient = rows[0]!;
    const contact = contactsOf.get(id)?.[0];
    const physician = physiciansOf.get(id)?.[0];
    const policy = insuranceOf.get(id);
    const patientAllergies = allergiesOf.get(id) ?? [];
    return {
      id,
      firstName: patient.first_name,
      lastName: patient.last_name,
      dateOfBirth: patient.date_of_birth,
      medicalRecordNumber: patient.medical_record_number,
      primaryDiagnosis: patient.primary_diagnosis,
      secondaryDiagnoses: patient.secondary_diagnoses,
      careComplexity: patient.care_complexity,
      isActive: patient.is_active,
      allergyCount: patientAllergies.length,
      allergies: patientAllergies.map((row) => ({
        id: row.id,
        allergen: row.allergen,
        reaction: row.reaction,
        severity: row.severity,
        notes: row.notes,
      })),
      firstEmergencyContact: contact
        ? {
            id: contact.id,
            name: contact.name,
            relationship: contact.relationship,
            phoneNumber: contact.phone_number,
            email: contact.email,
            isPrimary: contact.is_primary,
            canPickup: contact.can_pickup,
          }
        : null,
      firstPhysician: physician
        ? {
            id: physician.id,
            name: physician.name,
            specialty: physician.specialty,
            phoneNumber: physician.phone_number,
            email: physician.email,
            isPrimary: physician.is_primary,
          }
        : null,
      insurance: policy
        ? {
            insuranceName: policy.insurance_name,
            policyNumber: policy.policy_number,
            isActive: policy.is_active,
          }
        : null,
      activeMedicationCount: medicationsOf.get(id) ?? 0,
      assignmentTypes: rows.map((row) => row.assignment_type),
    };
  });
  return { patients, maxPatientLoad: user.max_patient_load };
}
