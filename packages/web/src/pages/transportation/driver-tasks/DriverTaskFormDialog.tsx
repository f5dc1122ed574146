import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import {
  DRIVER_MESSAGE_MAXIMUM_LENGTH,
  DRIVER_MESSAGE_TYPE_LABELS,
  DRIVER_TASK_TYPES,
  MESSAGES,
  driverTaskInputSchema,
  type DriverTaskInput,
} from '@carenest/core';
import { useCreateDriverTask } from '../../../api/driver-tasks.ts';
import { useRouteFormOptions } from '../../../api/transport.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';
import { AssignmentFields, assignmentFieldProps } from './AssignmentFields.tsx';

const FIELDS = ['driverId', 'patientId', 'priority', 'dueDate', 'taskType', 'title', 'description'] as const;

/** A blank task due on `date`. */
function blankTask(date: string): DriverTaskInput {
  return {
    driverId: '',
    patientId: null,
    taskType: 'pickup_instruction',
    title: '',
    description: '',
    priority: 'medium',
    dueDate: date,
  };
}

/** The administrator's "Add task" form: a task of the spec's types on a driver's list. */
export function DriverTaskFormDialog({
  opened,
  date,
  onClose,
}: {
  opened: boolean;
  date: string;
  onClose: () => void;
}) {
  const options = useRouteFormOptions(opened);
  const create = useCreateDriverTask();
  const form = useForm<DriverTaskInput>({
    resolver: zodResolver(driverTaskInputSchema),
    defaultValues: blankTask(date),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (opened) form.reset(blankTask(date));
  }, [opened, date, form]);

  const submit = formSubmitHandler(form, {
    write: (values) => create.mutateAsync(values),
    success: MESSAGES.driverTaskCreated,
    onSuccess: onClose,
    fields: FIELDS,
    failure: MESSAGES.failedToSaveDriverTask,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add task"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Task type"
            data={DRIVER_TASK_TYPES.map((value) => ({ value, label: DRIVER_MESSAGE_TYPE_LABELS[value] }))}
            error={errors.taskType?.message}
            {...form.register('taskType')}
          />
          <TextInput label="Title" withAsterisk error={errors.title?.message} {...form.register('title')} />
          <Textarea
            label="Details"
            autosize
            minRows={2}
            maxLength={DRIVER_MESSAGE_MAXIMUM_LENGTH}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <AssignmentFields choices={options.data} isActionable {...assignmentFieldProps(form)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Add task
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
