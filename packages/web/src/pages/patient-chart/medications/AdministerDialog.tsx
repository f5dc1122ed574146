import { Group, Modal, Stack, Text } from '@mantine/core';
import { MEDICATION_ROUTE_LABELS, type Medication, type PatientMedicationsResponse } from '@carenest/core';
import { PatientPhoto } from '../../../components/PatientPhoto.tsx';
import { useIsWideScreen } from '../../../hooks/use-is-wide-screen.ts';
import { AdministerForm } from './AdministerForm.tsx';
import { AllergyWarning } from './AllergyWarning.tsx';
import { FactGrid } from './FactGrid.tsx';

/**
 * The Administer dialog (full screen on phones): the child's photo to check who is in front of the nurse,
 * patient, MRN, medication and prescribed dosage, the allergy warning box, then the form. Its form starts afresh for every medication.
 */
export function AdministerDialog({
  medication,
  chart,
  onClose,
}: {
  medication: Medication | null;
  chart: PatientMedicationsResponse;
  onClose: () => void;
}) {
  const isWide = useIsWideScreen();
  const { patient } = chart;
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <Modal
      opened={medication !== null}
      onClose={onClose}
      title="Administer Medication"
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {medication ? (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <PatientPhoto name={name} photoUrl={patient.photoUrl} size={88} />
            <Text fw={600} fz="lg">
              {name}
            </Text>
          </Group>
          <FactGrid
            facts={[
              { term: 'Patient', value: name },
              { term: 'MRN', value: patient.medicalRecordNumber },
              { term: 'Medication', value: medication.name },
              { term: 'Prescribed dosage', value: medication.dosage },
              { term: 'Route', value: MEDICATION_ROUTE_LABELS[medication.route] },
              { term: 'Frequency', value: medication.frequency },
            ]}
          />
          <AllergyWarning allergies={patient.allergies} />
          <AdministerForm
            key={medication.id}
            medication={medication}
            patientId={patient.id}
            timeZone={chart.timeZone}
            onDone={onClose}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
