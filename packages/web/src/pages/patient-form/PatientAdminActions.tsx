import { Group } from '@mantine/core';
import { hasPermission, type PatientDetail } from '@carenest/core';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EditPatientButton } from './EditPatientButton.tsx';
import { PatientStatusSwitch } from './PatientStatusSwitch.tsx';

/** What an administrator can do from the chart header: edit the record and mark it active or inactive. */
export function PatientAdminActions({ patient }: { patient: PatientDetail }) {
  const user = useSignedInUser();
  if (!hasPermission(user.role, 'patients', 'create')) return null;
  return (
    <Group gap="md" wrap="nowrap">
      <PatientStatusSwitch patient={patient} />
      <EditPatientButton patient={patient} />
    </Group>
  );
}
