import { Badge, Group, Stack, Text } from '@mantine/core';
import { ATTENDANT_CREDENTIAL_LABELS, type PatientDetail } from '@carenest/core';
import { DiagnosisText } from '../../components/DiagnosisText.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';

const CARE_COMPLEXITY_LABELS: Record<PatientDetail['careComplexity'], string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** Primary and secondary diagnoses, care complexity, the transport attendant required and therapies. */
export function DiagnosesSection({ patient }: { patient: PatientDetail }) {
  return (
    <PanelCard title="Diagnoses">
      <Stack gap="sm">
        <div>
          <Text fz="xs" c="dimmed" fw={600}>
            Primary diagnosis
          </Text>
          <DiagnosisText code={patient.primaryDiagnosis} />
        </div>
        <div>
          <Text fz="xs" c="dimmed" fw={600}>
            Secondary diagnoses
          </Text>
          {patient.secondaryDiagnoses.length === 0 ? (
            <Text fz="sm">None recorded</Text>
          ) : (
            <Stack component="ul" gap={2} m={0} pl="md">
              {patient.secondaryDiagnoses.map((diagnosis) => (
                <li key={diagnosis}>
                  <DiagnosisText code={diagnosis} />
                </li>
              ))}
            </Stack>
          )}
        </div>
        <div>
          <Text fz="xs" c="dimmed" fw={600}>
            Care complexity
          </Text>
          <Text fz="sm">{CARE_COMPLEXITY_LABELS[patient.careComplexity]}</Text>
        </div>
        <div>
          <Text fz="xs" c="dimmed" fw={600}>
            Transport attendant
          </Text>
          <Text fz="sm">
            {patient.transportAttendant
              ? `${ATTENDANT_CREDENTIAL_LABELS[patient.transportAttendant]} must ride along`
              : 'None required'}
          </Text>
        </div>
        <div>
          <Text fz="xs" c="dimmed" fw={600}>
            Required therapies
          </Text>
          {patient.requiredTherapies.length === 0 ? (
            <Text fz="sm">None recorded</Text>
          ) : (
            <Group gap="xs" mt={4}>
              {patient.requiredTherapies.map((therapy) => (
                <Badge key={therapy} variant="light" color="blue" tt="capitalize">
                  {therapy}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      </Stack>
    </PanelCard>
  );
}
