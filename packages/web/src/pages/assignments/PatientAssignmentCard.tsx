import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import {
  ASSIGNMENT_TYPE_LABELS,
  ROLE_LABELS,
  formatDate,
  type AssignmentPatient,
  type PatientAssignment,
} from '@carenest/core';
import { therapyLabel } from './staff-labels.ts';

/** One patient: required therapies, the active assignments with Unassign, and Assign Staff. */
export function PatientAssignmentCard({
  patient,
  timeZone,
  onAssign,
  onUnassign,
}: {
  patient: AssignmentPatient;
  timeZone: string;
  onAssign: (patient: AssignmentPatient) => void;
  onUnassign: (patient: AssignmentPatient, assignment: PatientAssignment) => void;
}) {
  const patientName = `${patient.firstName} ${patient.lastName}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={patientName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} fz="md">
              {patientName}
            </Title>
            <Text fz="xs" c="dimmed">
              {patient.medicalRecordNumber} · {patient.careComplexity} complexity
            </Text>
          </Stack>
          <Button
            size="compact-sm"
            leftSection={<IconUserPlus size={14} aria-hidden />}
            style={{ flexShrink: 0 }}
            onClick={() => onAssign(patient)}
            aria-label={`Assign staff to ${patientName}`}
          >
            Assign Staff
          </Button>
        </Group>
        <Group gap={6}>
          <Text fz="xs" c="dimmed">
            Required therapies:
          </Text>
          {patient.requiredTherapies.length > 0 ? (
            patient.requiredTherapies.map((therapy) => (
              <Badge key={therapy} size="sm" variant="outline" color="grape">
                {therapyLabel(therapy)}
              </Badge>
            ))
          ) : (
            <Text fz="xs">none</Text>
          )}
        </Group>
        {patient.assignments.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No staff assigned
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {patient.assignments.map((assignment) => (
              <Group
                key={assignment.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                p={6}
                bg="gray.0"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fz="sm" fw={600}>
                      {assignment.staffName}
                    </Text>
                    <Badge
                      size="xs"
                      variant="light"
                      color={assignment.staffRole === 'nurse' ? 'blue' : 'grape'}
                    >
                      {ROLE_LABELS[assignment.staffRole]}
                    </Badge>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {ASSIGNMENT_TYPE_LABELS[assignment.assignmentType]}
                    {assignment.therapyTypes.length > 0
                      ? ` · ${assignment.therapyTypes.map(therapyLabel).join(', ')}`
                      : ''}{' '}
                    · since {formatDate(new Date(assignment.assignedAt), timeZone)}
                  </Text>
                </Stack>
                {assignment.isActive ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconUserMinus size={12} aria-hidden />}
                    style={{ flexShrink: 0 }}
                    onClick={() => onUnassign(patient, assignment)}
                    aria-label={`Unassign ${assignment.staffName} from ${patientName}`}
                  >
                    Unassign
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
