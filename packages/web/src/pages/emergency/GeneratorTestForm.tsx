import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  GENERATOR_OUTCOMES,
  GENERATOR_OUTCOME_LABELS,
  MESSAGES,
  generatorTestInputSchema,
  type GeneratorTestInput,
} from '@carenest/core';
import { useRecordGeneratorTest } from '../../api/emergency.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/** Recording a generator test and signing it as the signed-in user. */
export function GeneratorTestForm({ today, onDone }: { today: string | undefined; onDone: () => void }) {
  const user = useSignedInUser();
  const recording = useRecordGeneratorTest();
  const form = useForm<GeneratorTestInput>({
    resolver: zodResolver(generatorTestInputSchema),
    defaultValues: {
      testedOn: today ?? '',
      durationMinutes: undefined as unknown as number,
      outcome: '' as GeneratorTestInput['outcome'],
      testedBy: '',
      notes: '',
      signature: false as unknown as true,
    },
  });
  const submit = formSubmitHandler(form, {
    write: (test) => recording.mutateAsync(test),
    success: MESSAGES.generatorTestRecorded,
    onSuccess: onDone,
    fields: ['testedOn', 'durationMinutes', 'outcome', 'testedBy', 'notes', 'signature'],
    failure: MESSAGES.failedToRecordGeneratorTest,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Date tested"
            type="date"
            withAsterisk
            max={today}
            error={errors.testedOn?.message}
            {...form.register('testedOn')}
          />
          <TextInput
            label="Run time (minutes)"
            type="number"
            inputMode="numeric"
            withAsterisk
            min={1}
            max={1440}
            error={errors.durationMinutes?.message}
            {...form.register('durationMinutes', { valueAsNumber: true })}
          />
          <NativeSelect
            label="Outcome"
            withAsterisk
            data={[
              { value: '', label: 'Choose…', disabled: true },
              ...GENERATOR_OUTCOMES.map((value) => ({ value, label: GENERATOR_OUTCOME_LABELS[value] })),
            ]}
            error={errors.outcome?.message}
            {...form.register('outcome')}
          />
          <TextInput
            label="Tested by"
            withAsterisk
            error={errors.testedBy?.message}
            {...form.register('testedBy')}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Controller
          control={form.control}
          name="signature"
          render={({ field }) => (
            <Checkbox
              label={`I sign this entry as ${user.firstName} ${user.lastName}`}
              description="An electronic signature with the time it is saved."
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              error={errors.signature?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Sign and save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
