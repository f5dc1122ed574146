import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { PARENT_NOTIFICATION_METHODS, PARENT_NOTIFICATION_METHOD_LABELS } from '@carenest/core';
import type { IncidentForm } from './incident-form.ts';

/** A select's options: a value and its label. */
type Options = readonly { value: string; label: string }[];

/**
 * One child of the Report Incident form: who, the care given and by whom, and (when a parent was told) who,
 * when and how. The child and the carer are controlled selects, so a value chosen before the options arrive
 * (the reporter, an end-of-day finding's child) shows once they do.
 */
export function IncidentChildFields({
  form,
  index,
  patients,
  staff,
  timeZone,
  onRemove,
}: {
  form: IncidentForm;
  index: number;
  patients: Options;
  staff: Options;
  timeZone: string;
  onRemove: (() => void) | null;
}) {
  const errors = form.formState.errors.children?.[index];
  const isParentNotified = useWatch({ control: form.control, name: `children.${index}.isParentNotified` });
  return (
    <Fieldset legend={`Child ${index + 1}`} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={form.control}
          name={`children.${index}.patientId`}
          render={({ field }) => (
            <NativeSelect
              label="Child"
              withAsterisk
              data={[{ value: '', label: 'Choose a child' }, ...patients]}
              error={errors?.patientId?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name={`children.${index}.careGivenBy`}
          render={({ field }) => (
            <NativeSelect
              label="Care given by"
              withAsterisk
              data={[{ value: '', label: 'Choose a staff member' }, ...staff]}
              error={errors?.careGivenBy?.message}
              {...field}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label="Care given"
        withAsterisk
        autosize
        minRows={2}
        error={errors?.careGiven?.message}
        {...form.register(`children.${index}.careGiven`)}
      />
      <Checkbox
        mt="sm"
        label="A parent has been notified"
        {...form.register(`children.${index}.isParentNotified`)}
      />
      {isParentNotified ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
          <TextInput
            label="Who was notified"
            error={errors?.parentNotification?.notifiedName?.message}
            {...form.register(`children.${index}.parentNotification.notifiedName`)}
          />
          <TextInput
            type="datetime-local"
            label="When"
            description={`Facility time (${timeZone})`}
            error={errors?.parentNotification?.notifiedAt?.message}
            {...form.register(`children.${index}.parentNotification.notifiedAt`)}
          />
          <NativeSelect
            label="How"
            data={PARENT_NOTIFICATION_METHODS.map((value) => ({
              value,
              label: PARENT_NOTIFICATION_METHOD_LABELS[value],
            }))}
            {...form.register(`children.${index}.parentNotification.method`)}
          />
        </SimpleGrid>
      ) : null}
      {onRemove ? (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            Remove child {index + 1}
          </Button>
        </Group>
      ) : null}
    </Fieldset>
  );
}
