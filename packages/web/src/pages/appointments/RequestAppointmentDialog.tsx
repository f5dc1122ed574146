import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import {
  APPOINTMENT_TYPES,
  APPOINTMENT_TYPE_LABELS,
  MESSAGES,
  requestAppointmentSchema,
  type ChildToday,
  type RequestAppointmentInput,
} from '@carenest/core';
import { useRequestAppointment } from '../../api/appointments.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

const FIELDS = ['patientId', 'appointmentType', 'preferredDate', 'notes'] as const;

/** The parent's Schedule Appointment dialog: which child, what kind, a preferred day and what it is about. */
export function RequestAppointmentDialog({
  opened,
  onClose,
  linkedChildren,
  today,
}: {
  opened: boolean;
  onClose: () => void;
  linkedChildren: readonly ChildToday[];
  today: string;
}) {
  const request = useRequestAppointment();
  const blank = (): RequestAppointmentInput => ({
    patientId: linkedChildren[0]?.id ?? '',
    appointmentType: 'therapy_evaluation',
    preferredDate: today,
    notes: '',
  });
  const form = useForm<RequestAppointmentInput>({
    resolver: zodResolver(requestAppointmentSchema),
    defaultValues: blank(),
  });
  const { errors, isSubmitting } = form.formState;
  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (opened) form.reset(blank());
  }, [opened, form]);
  const submit = formSubmitHandler(form, {
    write: (values) => request.mutateAsync(values),
    success: MESSAGES.appointmentRequested,
    onSuccess: onClose,
    fields: FIELDS,
    failure: MESSAGES.failedToSaveAppointment,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Schedule Appointment"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Child"
            data={linkedChildren.map((child) => ({
              value: child.id,
              label: `${child.firstName} ${child.lastName}`,
            }))}
            error={errors.patientId?.message}
            {...form.register('patientId')}
          />
          <NativeSelect
            label="Kind of appointment"
            data={APPOINTMENT_TYPES.map((value) => ({ value, label: APPOINTMENT_TYPE_LABELS[value] }))}
            {...form.register('appointmentType')}
          />
          <TextInput
            type="date"
            label="Preferred day"
            withAsterisk
            min={today}
            error={errors.preferredDate?.message}
            {...form.register('preferredDate')}
          />
          <Textarea
            label="What is it about?"
            autosize
            minRows={2}
            maxLength={500}
            {...form.register('notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
