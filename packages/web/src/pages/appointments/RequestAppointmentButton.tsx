import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
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

/** The parent's Schedule Appointment: which child, what kind, a preferred day and what it is about. */
export function RequestAppointmentButton({
  linkedChildren,
  today,
}: {
  linkedChildren: readonly ChildToday[];
  today: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
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
  const open = () => {
    form.reset(blank());
    setIsOpen(true);
  };
  const submit = formSubmitHandler(form, {
    write: (values) => request.mutateAsync(values),
    success: MESSAGES.appointmentRequested,
    onSuccess: () => setIsOpen(false),
    fields: FIELDS,
    failure: MESSAGES.failedToSaveAppointment,
  });
  return (
    <>
      <Button variant="light" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={open}>
        Schedule Appointment
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
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
              <Button variant="default" onClick={() => setIsOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Send request
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
