import { Group } from '@mantine/core';
import { patientPolicy, type PatientDetail } from '@carenest/core';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EditCareDetailsButton } from './EditCareDetailsButton.tsx';
import { EditPatientButton } from './EditPatientButton.tsx';
import { PatientStatusSwitch } from './PatientStatusSwitch.tsx';

/**
 * What the user can change from the chart header, by patientPolicy: the care details (nurses, therapists,
 * administrators), and the whole record and its active status (administrators).
 */
export function PatientRecordActions({ patient }: { patient: PatientDetail }) {
  const actor = policyActorOf(useSignedInUser());
  const canEditRecord = patientPolicy.canEditRecord(actor);
  const canEditCareDetails = patientPolicy.canEditCareDetails(actor);
  if (!canEditRecord && !canEditCareDetails) return null;
  return (
    <Group gap="md" wrap="wrap">
      {canEditRecord ? <PatientStatusSwitch patient={patient} /> : null}
      {canEditCareDetails ? <EditCareDetailsButton patient={patient} /> : null}
      {canEditRecord ? <EditPatientButton patient={patient} /> : null}
    </Group>
  );
}
