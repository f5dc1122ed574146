import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  MESSAGES,
  todayInZone,
  wallTimeInZone,
  type Appointment,
  type RescheduleAppointmentInput,
} from '@carenest/core';
import { useRescheduleAppointment } from '../../api/appointments.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/**
 * The care team moves a scheduled appointment to a new day and time on the facility's clock (filled in with
 * the current ones); the server checks the limits and that it is not past, and keeps the old time.
 */
export function RescheduleAppointmentDialog({
  appointment,
  name,
  timeZone,
  opened,
  onClose,
}: {
  appointment: Appointment;
  name: string;
  timeZone: string;
  opened: boolean;
  onClose: () => void;
}) {
  const reschedule = useRescheduleAppointment();
  const form = useForm<RescheduleAppointmentInput>();
  const today = todayInZone(new Date(), timeZone);
  useEffect(() => {
    if (!opened || !appointment.startsAt) return;
    const startsAt = new Date(appointment.startsAt);
    form.reset({ date: todayInZone(startsAt, timeZone), time: wallTimeInZone(startsAt, timeZone) });
  }, [opened, appointment.startsAt, timeZone, form]);
  const submit = formSubmitHandler(form, {
    write: (values) => reschedule.mutateAsync({ appointmentId: appointment.id, input: values }),
    success: MESSAGES.appointmentRescheduled,
    onSuccess: onClose,
    fields: ['date', 'time'],
    failure: MESSAGES.failedToSaveAppointment,
  });
  const { errors } = form.formState;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reschedule appointment"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm">{name}</Text>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              type="date"
              label="New day"
              withAsterisk
              min={today}
              error={errors.date?.message}
              {...form.register('date', { required: MESSAGES.appointmentDateRequired })}
            />
            <TextInput
              type="time"
              label="New time"
              withAsterisk
              error={errors.time?.message}
              {...form.register('time', { required: MESSAGES.appointmentTimeRequired })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep the time
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Reschedule
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
