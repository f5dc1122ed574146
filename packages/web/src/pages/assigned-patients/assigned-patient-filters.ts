import type { AssignedPatient } from '@carenest/core';

/** The filters of the Assigned Patients screen (spec: all, active, allergies, medications). */
export const ASSIGNED_PATIENT_FILTERS = ['all', 'active', 'allergies', 'medications'] as const;
/** One filter of the Assigned Patients screen. */
export type AssignedPatientFilter = (typeof ASSIGNED_PATIENT_FILTERS)[number];

/** The filter's labels as shown in its select. */
export const ASSIGNED_PATIENT_FILTER_LABELS: Record<AssignedPatientFilter, string> = {
  all: 'All patients',
  active: 'Active',
  allergies: 'With allergies',
  medications: 'On medications',
};

/** Whether a patient is on at least one active medication. */
export function isOnMedications(patient: AssignedPatient): boolean {
  return patient.activeMedicationCount > 0;
}

function passesFilter(patient: AssignedPatient, filter: AssignedPatientFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'active':
      return patient.isActive;
    case 'allergies':
      return patient.allergies.length > 0;
    case 'medications':
      return isOnMedications(patient);
  }
}

function matchesSearch(patient: AssignedPatient, needle: string): boolean {
  if (!needle) return true;
  return [patient.firstName, patient.lastName, patient.medicalRecordNumber, patient.primaryDiagnosis].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

/**
 * The caseload narrowed by the search text (first name, last name, MRN or primary diagnosis, any
 * case) and the filter.
 */
export function filterAssignedPatients(
  patients: AssignedPatient[],
  search: string,
  filter: AssignedPatientFilter,
): AssignedPatient[] {
  const needle = search.trim().toLowerCase();
  return patients.filter((patient) => passesFilter(patient, filter) && matchesSearch(patient, needle));
}

/** The four stat cards: total assigned, active, with allergies, on medications. */
export function countAssignedPatients(patients: AssignedPatient[]) {
  return {
    total: patients.length,
    active: patients.filter((patient) => patient.isActive).length,
    withAllergies: patients.filter((patient) => patient.allergies.length > 0).length,
    onMedications: patients.filter(isOnMedications).length,
  };
}
