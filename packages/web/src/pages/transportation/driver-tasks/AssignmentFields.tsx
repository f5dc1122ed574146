import type { FieldErrors, UseFormRegister, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  DRIVER_TASK_PRIORITIES,
  DRIVER_TASK_PRIORITY_LABELS,
  type DriverTaskInput,
  type RouteFormOptions,
} from '@carenest/core';

/** The fields a task and a message share. */
type AssignmentField = 'driverId' | 'patientId' | 'priority' | 'dueDate';
/** The values of those fields, the same in both forms. */
type AssignmentValues = Pick<DriverTaskInput, AssignmentField>;

/** A blank select is no child. */
const nullIfBlank = (value: string | null) => (value === '' ? null : value);

/** The `registrations` and `errors` of AssignmentFields from a task or message form. */
export function assignmentFieldProps<Values extends AssignmentValues>(form: UseFormReturn<Values>) {
  // Both forms hold these four fields with the same types; react-hook-form cannot see that through a generic.
  const register = form.register as unknown as UseFormRegister<AssignmentValues>;
  const errors = form.formState.errors as FieldErrors<AssignmentValues>;
  return {
    registrations: {
      driverId: register('driverId'),
      patientId: register('patientId', { setValueAs: nullIfBlank }),
      priority: register('priority'),
      dueDate: register('dueDate'),
    },
    errors: {
      driverId: errors.driverId?.message,
      patientId: errors.patientId?.message,
      priority: errors.priority?.message,
      dueDate: errors.dueDate?.message,
    },
  };
}

/**
 * The fields a driver task and a driver message share: the driver, the child it concerns (optional), and,
 * when it is something to act on, the priority and due date. `registrations` are the form's `register` of
 * each field; `errors` their messages.
 */
export function AssignmentFields({
  choices,
  registrations,
  errors,
  isActionable,
}: {
  choices: RouteFormOptions | undefined;
  registrations: Record<AssignmentField, UseFormRegisterReturn>;
  errors: Partial<Record<AssignmentField, string>>;
  isActionable: boolean;
}) {
  const person = (item: { id: string; name: string }) => ({ value: item.id, label: item.name });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativeSelect
        label="Driver"
        withAsterisk
        data={[{ value: '', label: 'Choose a driver' }, ...(choices?.drivers ?? []).map(person)]}
        error={errors.driverId}
        {...registrations.driverId}
      />
      <NativeSelect
        label="Child (optional)"
        data={[{ value: '', label: 'No particular child' }, ...(choices?.children ?? []).map(person)]}
        error={errors.patientId}
        {...registrations.patientId}
      />
      {isActionable ? (
        <>
          <NativeSelect
            label="Priority"
            data={DRIVER_TASK_PRIORITIES.map((value) => ({
              value,
              label: DRIVER_TASK_PRIORITY_LABELS[value],
            }))}
            error={errors.priority}
            {...registrations.priority}
          />
          <TextInput
            type="date"
            label="Due date"
            withAsterisk
            error={errors.dueDate}
            {...registrations.dueDate}
          />
        </>
      ) : null}
    </SimpleGrid>
  );
}
