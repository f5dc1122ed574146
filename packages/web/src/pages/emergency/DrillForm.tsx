import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DRILL_TYPES, DRILL_TYPE_LABELS, MESSAGES, drillInputSchema, type DrillInput } from '@carenest/core';
import { useRecordDrill } from '../../api/emergency.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/** Recording a drill: kind, day (today at the latest), whether unannounced, duration and findings. */
export function DrillForm({ today, onDone }: { today: string | undefined; onDone: () => void }) {
  const recording = useRecordDrill();
  const form = useForm<DrillInput>({
    resolver: zodResolver(drillInputSchema),
    defaultValues: {
      drillType: '' as DrillInput['drillType'],
      heldOn: today ?? '',
      isUnannounced: false,
      durationMinutes: undefined as unknown as number,
      findings: '',
    },
  });
  const submit = formSubmitHandler(form, {
    write: (drill) => recording.mutateAsync(drill),
    success: MESSAGES.drillRecorded,
    onSuccess: onDone,
    fields: ['drillType', 'heldOn', 'isUnannounced', 'durationMinutes', 'findings'],
    failure: MESSAGES.failedToRecordDrill,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label="Kind of drill"
            withAsterisk
            data={[
              { value: '', label: 'Choose…', disabled: true },
              ...DRILL_TYPES.map((value) => ({ value, label: DRILL_TYPE_LABELS[value] })),
            ]}
            error={errors.drillType?.message}
            {...form.register('drillType')}
          />
          <TextInput
            label="Date held"
            type="date"
            withAsterisk
            max={today}
            error={errors.heldOn?.message}
            {...form.register('heldOn')}
          />
          <TextInput
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            withAsterisk
            min={1}
            max={1440}
            error={errors.durationMinutes?.message}
            {...form.register('durationMinutes', { valueAsNumber: true })}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="isUnannounced"
          render={({ field }) => (
            <Checkbox
              label="Unannounced drill"
              description="26 TAC §550.209: at least one drill a year is held without warning."
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Textarea
          label="Findings"
          withAsterisk
          autosize
          minRows={3}
          error={errors.findings?.message}
          {...form.register('findings')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save drill
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
