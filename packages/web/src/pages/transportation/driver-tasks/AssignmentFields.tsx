import type { UseFormRegisterReturn } from 'react-hook-form';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { DRIVER_TASK_PRIORITIES, DRIVER_TASK_PRIORITY_LABELS, type RouteFormOptions } from '@carenest/core';

/** The fields a task and a message share. */
type AssignmentField = 'driverId' | 'patientId' | 'priority' | 'dueDate';

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
