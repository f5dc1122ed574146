import { Link, useNavigate } from 'react-router';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ageInYears, formatCalendarDate, type PatientSummary } from '@carenest/core';
import { DiagnosisText } from '../../components/DiagnosisText.tsx';
import { ActiveStatusIcon } from './ActiveStatusIcon.tsx';
import { AllergyCountBadge } from './AllergyCountBadge.tsx';
import { patientChartPath } from './patient-paths.ts';
import { isClickOnControl } from './patient-row-navigation.ts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}

/** The patient list as cards (small screens); a tap anywhere on a card opens the chart. */
export function PatientCardList({ patients, today }: { patients: PatientSummary[]; today: string }) {
  const navigate = useNavigate();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {patients.map((patient) => {
        const fullName = `${patient.firstName} ${patient.lastName}`;
        const chartPath = patientChartPath(patient.id);
        return (
          <Paper
            component="li"
            key={patient.id}
            withBorder
            radius="md"
            p="md"
            style={{ cursor: 'pointer' }}
            onClick={(event) => {
              if (!isClickOnControl(event)) void navigate(chartPath);
            }}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>{fullName}</Text>
                <ActiveStatusIcon isActive={patient.isActive} />
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                <Detail label="MRN" value={patient.medicalRecordNumber} />
                <Detail
                  label="Date of birth"
                  value={`${formatCalendarDate(patient.dateOfBirth)} (age ${ageInYears(patient.dateOfBirth, today)})`}
                />
              </SimpleGrid>
              <div>
                <Text fz="xs" c="dimmed" fw={600}>
                  Primary diagnosis
                </Text>
                <DiagnosisText code={patient.primaryDiagnosis} />
              </div>
              <Group justify="space-between" wrap="nowrap">
                <AllergyCountBadge count={patient.allergyCount} />
                <Button
                  component={Link}
                  to={chartPath}
                  size="xs"
                  variant="light"
                  aria-label={`View details for ${fullName}`}
                >
                  View Details
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
