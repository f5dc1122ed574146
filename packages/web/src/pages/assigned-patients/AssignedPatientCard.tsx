import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileText, IconPill } from '@tabler/icons-react';
import { ageInYears, formatCalendarDate, type AssignedPatient } from '@carenest/core';
import { DiagnosisText } from '../../components/DiagnosisText.tsx';
import { patientChartPath } from '../patients/patient-paths.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function AllergyWarning({ allergies }: { allergies: AssignedPatient['allergies'] }) {
  if (allergies.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No known allergies
      </Text>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={allergies.length === 1 ? 'Allergy' : `${allergies.length} allergies`}
      styles={{ title: { marginBottom: 2 } }}
    >
      <Text fz="sm">
        {allergies.map((allergy) => `${allergy.allergen} (${allergy.severity})`).join(', ')}
      </Text>
    </Alert>
  );
}

/**
 * One patient of the caseload: diagnoses, allergy warning, first emergency contact, first
 * physician and insurance, with View Chart and (nurses) Medications.
 */
export function AssignedPatientCard({
  patient,
  today,
  canOpenMedications,
}: {
  patient: AssignedPatient;
  today: string;
  canOpenMedications: boolean;
}) {
  const fullName = `${patient.firstName} ${patient.lastName}`;
  const chartPath = patientChartPath(patient.id);
  const contact = patient.firstEmergencyContact;
  const physician = patient.firstPhysician;
  const insurance = patient.insurance;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              {fullName}
            </Title>
            <Text fz="sm" c="dimmed">
              {patient.medicalRecordNumber} · {formatCalendarDate(patient.dateOfBirth)} (age{' '}
              {ageInYears(patient.dateOfBirth, today)})
            </Text>
          </div>
          <Badge color={patient.isActive ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {patient.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
        <Detail label="Diagnoses">
          <Stack gap={2}>
            <DiagnosisText code={patient.primaryDiagnosis} />
            {patient.secondaryDiagnoses.map((code) => (
              <DiagnosisText key={code} code={code} />
            ))}
          </Stack>
        </Detail>
        <AllergyWarning allergies={patient.allergies} />
        <Detail label="Emergency contact">
          {contact ? (
            <Text fz="sm">
              {contact.name} ({contact.relationship}) ·{' '}
              <Anchor href={`tel:${contact.phoneNumber}`} fz="sm">
                {contact.phoneNumber}
              </Anchor>
            </Text>
          ) : (
            <Text fz="sm">None on file</Text>
          )}
        </Detail>
        <Detail label="Physician">
          {physician ? (
            <Text fz="sm">
              {physician.name}, {physician.specialty} ·{' '}
              <Anchor href={`tel:${physician.phoneNumber}`} fz="sm">
                {physician.phoneNumber}
              </Anchor>
            </Text>
          ) : (
            <Text fz="sm">None on file</Text>
          )}
        </Detail>
        <Detail label="Insurance">
          {insurance ? (
            <Group gap="xs" wrap="wrap">
              <Text fz="sm">
                {insurance.insuranceName} · {insurance.policyNumber}
              </Text>
              <Badge size="sm" variant="light" color={insurance.isActive ? 'green' : 'red'}>
                {insurance.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
          ) : (
            <Text fz="sm">None on file</Text>
          )}
        </Detail>
        <Group gap="sm" mt="auto" pt="xs">
          <Button
            component={Link}
            to={chartPath}
            size="sm"
            leftSection={<IconFileText size={16} aria-hidden />}
            aria-label={`View chart of ${fullName}`}
          >
            View Chart
          </Button>
          {canOpenMedications ? (
            <Button
              component={Link}
              to={`${chartPath}?tab=medications`}
              size="sm"
              variant="light"
              leftSection={<IconPill size={16} aria-hidden />}
              aria-label={`Medications of ${fullName}`}
            >
              Medications
              {patient.activeMedicationCount > 0 ? ` (${patient.activeMedicationCount})` : ''}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
