import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Chip, Group, Input, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ASSIGNMENT_TYPES,
  ASSIGNMENT_TYPE_LABELS,
  MESSAGES,
  assignStaffSchema,
  staffRoleForAssignment,
  type AssignStaffInput,
  type AssignStaffRequest,
  type AssignmentPatient,
  type AssignmentType,
  type StaffWorkload,
} from '@carenest/core';
import { notifyError } from '../../notifications/notify.ts';
import { StaffChoice } from './StaffChoice.tsx';
import { therapyLabel } from './staff-labels.ts';

const TYPE_OPTIONS = ASSIGNMENT_TYPES.map((type) => ({ value: type, label: ASSIGNMENT_TYPE_LABELS[type] }));

/** The staff the spec offers for an assignment type: therapists for therapy, nurses otherwise, not already on it. */
function eligibleStaff(
  staff: StaffWorkload[],
  patient: AssignmentPatient,
  type: AssignmentType,
): StaffWorkload[] {
  const role = staffRoleForAssignment(type);
  const assigned = new Set(patient.assignments.map((assignment) => assignment.staffId));
  return staff.filter(
    (member) => member.role === role && member.facilityId === patient.facilityId && !assigned.has(member.id),
  );
}

/** The Assign Staff form of one patient. */
function AssignStaffForm({
  patient,
  staff,
  onAssign,
  onCancel,
}: {
  patient: AssignmentPatient;
  staff: StaffWorkload[];
  onAssign: (input: AssignStaffRequest) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<AssignStaffInput, unknown, AssignStaffRequest>({
    resolver: zodResolver(assignStaffSchema),
    defaultValues: {
      patientId: patient.id,
      staffId: '',
      assignmentType: 'primary_nurse',
      therapyTypes: [],
      notes: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('assignmentType');
  const isTherapy = type === 'therapy';

  const submit = form.handleSubmit(
    (values) => onAssign(values),
    (invalid) => {
      if (invalid.staffId) notifyError(MESSAGES.selectStaffMember);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="assignmentType"
          render={({ field }) => (
            <Select
              label="Assignment type"
              data={TYPE_OPTIONS}
              allowDeselect={false}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value ?? 'primary_nurse');
                form.setValue('staffId', '');
                form.setValue('therapyTypes', []);
              }}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="staffId"
          render={({ field }) => (
            <StaffChoice
              staff={eligibleStaff(staff, patient, type)}
              roleLabel={isTherapy ? 'therapists' : 'nurses'}
              value={field.value}
              error={errors.staffId?.message}
              onChange={field.onChange}
            />
          )}
        />
        {isTherapy ? (
          <Controller
            control={form.control}
            name="therapyTypes"
            render={({ field }) => (
              <Input.Wrapper label="Therapy types" withAsterisk error={errors.therapyTypes?.message}>
                {patient.requiredTherapies.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    This patient has no required therapies.
                  </Text>
                ) : (
                  <Chip.Group multiple value={field.value ?? []} onChange={field.onChange}>
                    <Group gap={6} mt={6}>
                      {patient.requiredTherapies.map((therapy) => (
                        <Chip key={therapy} value={therapy} size="sm">
                          {therapyLabel(therapy)}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                )}
              </Input.Wrapper>
            )}
          />
        ) : null}
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={5}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Assign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Assign Staff as a dialog (full screen on phones). */
export function AssignStaffDialog({
  patient,
  staff,
  onAssign,
  onClose,
}: {
  patient: AssignmentPatient | null;
  staff: StaffWorkload[];
  onAssign: (input: AssignStaffRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={patient !== null}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {patient ? `Assign Staff to ${patient.firstName} ${patient.lastName}` : 'Assign Staff'}
        </Text>
      }
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {patient ? (
        <AssignStaffForm
          key={patient.id}
          patient={patient}
          staff={staff}
          onAssign={onAssign}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
