import { useQuery } from '@tanstack/react-query';
import { LIMITS, type PatientListFilter } from '@carenest/core';
import { fetchPatientList } from './patients.ts';
import { patientOptionKeys } from './query-keys.ts';

/** A patient as a select offers them: id and "First Last (MRN)", with the birth date forms check ages by. */
export interface PatientOption {
  value: string;
  label: string;
  dateOfBirth: string;
}

/**
 * The patients the user may see (the server's scoping: a nurse's assigned children, an administrator's
 * facility), `filter` among them, as select options; loaded while `isEnabled`.
 */
export function usePatientOptions(filter: PatientListFilter, isEnabled = true) {
  return useQuery({
    queryKey: patientOptionKeys.list(filter),
    queryFn: ({ signal }) =>
      fetchPatientList({ filter, page: 1, pageSize: LIMITS.patientPageSizeMaximum }, signal),
    select: (list): PatientOption[] =>
      list.items.map((patient) => ({
        value: patient.id,
        label: `${patient.firstName} ${patient.lastName} (${patient.medicalRecordNumber})`,
        dateOfBirth: patient.dateOfBirth,
      })),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
