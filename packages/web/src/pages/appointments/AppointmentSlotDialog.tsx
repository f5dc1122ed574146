import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { APPOINTMENT_TYPES, APPOINTMENT_TYPE_LABELS, MESSAGES, type Appointment } from '@carenest/core';
import { useAnswerAppointment, useScheduleAppointment } from '../../api/appointments.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/** The slot form's values. */
interface SlotValues {
  appointmentType: Appointment['appointmentType'];
  date: string;
  time: string;
  durationMinutes: number;
  location: string;
  notes: string;
}

/**
 * Staff pick a day, time, duration and place: to schedule a new appointment for a child, or to accept a
 * parent's request (its kind fixed, its preferred day filled in). The server checks the time is not past.
 */
export function AppointmentSlotDialog({
  opened,
  patientId,
  request,
  today,
  onClose,
}: {
  opened: boolean;
  patientId: string;
  request: Appointment | null;
  today: string;
  onClose: () => void;
}) {
  const schedule = useScheduleAppointment();
  const answer = useAnswerAppointment();
  const form = useForm<SlotValues>();
  useEffect(() => {
    if (opened)
      form.reset({
        appointmentType: request?.appointmentType ?? 'care_conference',
        date: request?.preferredDate ?? today,
        time: '10:00',
        durationMinutes: 60,
        location: '',
        notes: '',
      });
  }, [opened, request, today, form]);
  const submit = formSubmitHandler(form, {
    write: async (values) => {
      const slot = {
        date: values.date,
        time: values.time,
        durationMinutes: values.durationMinutes,
        location: values.location,
      };
      if (request)
        await answer.mutateAsync({ appointmentId: request.id, input: { decision: 'accept', ...slot } });
      else
        await schedule.mutateAsync({
          patientId,
          appointmentType: values.appointmentType,
          notes: values.notes,
          ...slot,
        });
    },
    success: MESSAGES.appointmentScheduled,
    onSuccess: onClose,
    fields: ['appointmentType', 'date', 'time', 'durationMinutes', 'location', 'notes'],
    failure: MESSAGES.failedToSaveAppointment,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={request ? 'Accept request' : 'Schedule appointment'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Kind of appointment"
            disabled={request !== null}
            data={APPOINTMENT_TYPES.map((value) => ({ value, label: APPOINTMENT_TYPE_LABELS[value] }))}
            {...form.register('appointmentType')}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              type="date"
              label="Day"
              withAsterisk
              min={today}
              {...form.register('date', { required: true })}
            />
            <TextInput type="time" label="Time" withAsterisk {...form.register('time', { required: true })} />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label="Minutes"
              min={15}
              max={240}
              step={15}
              defaultValue={60}
              onChange={(value) => form.setValue('durationMinutes', typeof value === 'number' ? value : 60)}
            />
            <TextInput label="Where" maxLength={120} {...form.register('location')} />
          </SimpleGrid>
          {request ? null : (
            <Textarea label="Notes" autosize minRows={2} maxLength={500} {...form.register('notes')} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {request ? 'Accept' : 'Schedule'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
