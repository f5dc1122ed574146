import { LIMITS } from '@carenest/core';
import { fetchPatientList } from '../../api/patients.ts';

/** The patients the user may see, as select options ("Lastname, Firstname (MRN)"). */
export async function documentPatientOptions(
  signal?: AbortSignal,
): Promise<{ value: string; label: string }[]> {
  const list = await fetchPatientList(
    { filter: 'all', page: 1, pageSize: LIMITS.patientPageSizeMaximum },
    signal,
  );
  return list.items.map((patient) => ({
    value: patient.id,
    label: `${patient.firstName} ${patient.lastName} (${patient.medicalRecordNumber})`,
  }));
}
