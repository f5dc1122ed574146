import { Link, useNavigate } from 'react-router';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { ageInYears, formatCalendarDate, type PatientSummary } from '@carenest/core';
import { DiagnosisText } from '../../components/DiagnosisText.tsx';
import { ActiveStatusIcon } from './ActiveStatusIcon.tsx';
import { AllergyCountBadge } from './AllergyCountBadge.tsx';
import { patientChartPath } from './patient-paths.ts';
import { isClickOnControl } from './patient-row-navigation.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The patient list as a table (desktop); a click anywhere on a row opens the chart. */
export function PatientTable({ patients, today }: { patients: PatientSummary[]; today: string }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm" striped={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>MRN</Table.Th>
            <Table.Th style={NO_WRAP}>Date of birth</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Primary diagnosis</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Allergies</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => {
            const fullName = `${patient.firstName} ${patient.lastName}`;
            const chartPath = patientChartPath(patient.id);
            return (
              <Table.Tr
                key={patient.id}
                style={{ cursor: 'pointer' }}
                onClick={(event) => {
                  if (!isClickOnControl(event)) void navigate(chartPath);
                }}
              >
                <Table.Td>
                  <Text fw={600} fz="sm">
                    {fullName}
                  </Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>{patient.medicalRecordNumber}</Table.Td>
                <Table.Td style={NO_WRAP}>{formatCalendarDate(patient.dateOfBirth)}</Table.Td>
                <Table.Td>{ageInYears(patient.dateOfBirth, today)}</Table.Td>
                <Table.Td>
                  <DiagnosisText code={patient.primaryDiagnosis} />
                </Table.Td>
                <Table.Td>
                  <ActiveStatusIcon isActive={patient.isActive} />
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <AllergyCountBadge count={patient.allergyCount} />
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Button
                    component={Link}
                    to={chartPath}
                    size="xs"
                    variant="light"
                    aria-label={`View details for ${fullName}`}
                  >
                    View Details
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
