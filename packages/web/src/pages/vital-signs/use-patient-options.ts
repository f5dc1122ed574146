import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@carenest/core';
import { fetchPatientList } from '../../api/patients.ts';

/** A patient as a select offers them: id and "First Last (MRN)". */
export interface PatientOption {
  value: string;
  label: string;
}

/**
 * The active patients the user may see (the server's scoping: a nurse's assigned children, an
 * administrator's facility), as options of the patient selects; empty while loading.
 */
export function usePatientOptions(): PatientOption[] {
  const patients = useQuery({
    queryKey: ['patients', 'options'],
    queryFn: ({ signal }) =>
      fetchPatientList({ filter: 'active', page: 1, pageSize: LIMITS.patientPageSizeMaximum }, signal),
    staleTime: 60_000,
  });
  return (patients.data?.items ?? []).map((patient) => ({
    value: patient.id,
    label: `${patient.firstName} ${patient.lastName} (${patient.medicalRecordNumber})`,
  }));
}
