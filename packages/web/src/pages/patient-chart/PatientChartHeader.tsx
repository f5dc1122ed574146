import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ageInYears, formatCalendarDate, patientPhotoPolicy, type PatientDetail } from '@carenest/core';
import { usePhotoProposal } from '../../api/patient-photos.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PatientPhoto } from '../../components/PatientPhoto.tsx';
import { PatientRecordActions } from '../patient-form/PatientRecordActions.tsx';
import { ALLERGY_SEVERITY_STYLE } from './allergy-severity-style.ts';
import { PatientPhotoButton } from './PatientPhotoButton.tsx';

/**
 * The chart header: the child's photo (or initials), name, age, date of birth, MRN, active badge, the Photo
 * button for those core's photo policy lets change it, and allergy chips by severity.
 */
export function PatientChartHeader({ patient, today }: { patient: PatientDetail; today: string }) {
  const fullName = `${patient.firstName} ${patient.lastName}`;
  const canChangePhoto = patientPhotoPolicy.canChange(policyActorOf(useSignedInUser()), {
    isOnCareTeam: patient.isOnCareTeam,
  });
  const proposal = usePhotoProposal(patient.id, canChangePhoto).data?.proposal ?? null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <PatientPhoto name={fullName} photoUrl={patient.photoUrl} size={72} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="sm" wrap="wrap">
                <Title order={1} fz={{ base: 22, sm: 28 }}>
                  {fullName}
                </Title>
                <Badge color={patient.isActive ? 'green' : 'gray'} variant="light">
                  {patient.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Group>
              <Group gap="lg" wrap="wrap" component="dl" m={0}>
                <HeaderFact term="Age" value={`${ageInYears(patient.dateOfBirth, today)} years`} />
                <HeaderFact term="DOB" value={formatCalendarDate(patient.dateOfBirth)} />
                <HeaderFact term="MRN" value={patient.medicalRecordNumber} />
              </Group>
            </Stack>
          </Group>
          <Group gap="sm">
            {canChangePhoto ? <PatientPhotoButton patient={patient} proposal={proposal} /> : null}
            <PatientRecordActions patient={patient} />
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap" aria-label="Allergies" role="list">
          {patient.allergies.length === 0 ? (
            <Badge role="listitem" color="gray" variant="outline">
              No known allergies
            </Badge>
          ) : (
            patient.allergies.map((allergy) => (
              <Badge
                role="listitem"
                key={allergy.id}
                leftSection={<IconAlertTriangle size={14} aria-hidden />}
                {...ALLERGY_SEVERITY_STYLE[allergy.severity]}
                title={allergy.reaction}
              >
                {allergy.allergen} · {allergy.severity}
              </Badge>
            ))
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function HeaderFact({ term, value }: { term: string; value: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text component="dt" fz="sm" c="dimmed" fw={600}>
        {term}
      </Text>
      <Text component="dd" fz="sm" m={0}>
        {value}
      </Text>
    </Group>
  );
}
