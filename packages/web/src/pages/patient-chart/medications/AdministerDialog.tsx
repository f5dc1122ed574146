import { Modal, Stack } from '@mantine/core';
import { MEDICATION_ROUTE_LABELS, type Medication, type PatientMedicationsResponse } from '@carenest/core';
import { useIsWideScreen } from '../../../hooks/use-is-wide-screen.ts';
import { AdministerForm } from './AdministerForm.tsx';
import { AllergyWarning } from './AllergyWarning.tsx';
import { FactGrid } from './FactGrid.tsx';

/**
 * The Administer dialog (full screen on phones): patient, MRN, medication and prescribed dosage, the
 * allergy warning box, then the form. Its form starts afresh for every medication.
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
          <FactGrid
            facts={[
              { term: 'Patient', value: `${patient.firstName} ${patient.lastName}` },
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
