import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import {
  DRIVER_MESSAGE_MAXIMUM_LENGTH,
  DRIVER_MESSAGE_TYPES,
  DRIVER_MESSAGE_TYPE_LABELS,
  MESSAGES,
  driverMessageInputSchema,
  taskTypeOfMessage,
  type DriverMessageInput,
} from '@carenest/core';
import { useSendDriverMessage } from '../../../api/driver-tasks.ts';
import { useRouteFormOptions } from '../../../api/transport.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';
import { AssignmentFields, assignmentFieldProps } from './AssignmentFields.tsx';

const FIELDS = ['driverId', 'patientId', 'priority', 'dueDate', 'messageType', 'body'] as const;

/** A blank message whose task would be due on `date`. */
function blankMessage(date: string): DriverMessageInput {
  return {
    driverId: '',
    patientId: null,
    messageType: 'pickup_instruction',
    body: '',
    priority: 'medium',
    dueDate: date,
  };
}

/**
 * The administrator's "Message driver" form: a message of the spec's types; one to act on (every type but a
 * general reminder) also goes on the driver's task list with its priority and due date, as the form says.
 */
export function DriverMessageFormDialog({
  opened,
  date,
  onClose,
}: {
  opened: boolean;
  date: string;
  onClose: () => void;
}) {
  const options = useRouteFormOptions(opened);
  const send = useSendDriverMessage();
  const form = useForm<DriverMessageInput>({
    resolver: zodResolver(driverMessageInputSchema),
    defaultValues: blankMessage(date),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (opened) form.reset(blankMessage(date));
  }, [opened, date, form]);
  const isActionable = taskTypeOfMessage(form.watch('messageType')) !== null;

  const submit = formSubmitHandler(form, {
    write: (values) => send.mutateAsync(values),
    success: MESSAGES.driverMessageSent,
    onSuccess: onClose,
    fields: FIELDS,
    failure: MESSAGES.failedToSaveDriverTask,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Message driver"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Message type"
            data={DRIVER_MESSAGE_TYPES.map((value) => ({ value, label: DRIVER_MESSAGE_TYPE_LABELS[value] }))}
            error={errors.messageType?.message}
            {...form.register('messageType')}
          />
          <Textarea
            label="Message"
            withAsterisk
            autosize
            minRows={3}
            maxLength={DRIVER_MESSAGE_MAXIMUM_LENGTH}
            error={errors.body?.message}
            {...form.register('body')}
          />
          <AssignmentFields
            choices={options.data}
            isActionable={isActionable}
            {...assignmentFieldProps(form)}
          />
          <Text fz="sm" c="dimmed">
            {isActionable
              ? 'The driver also gets it as a task to tick off.'
              : 'A general reminder is a message only; it makes no task.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Send message
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
