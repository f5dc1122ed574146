import { useForm } from 'react-hook-form';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { MESSAGES } from '@carenest/core';
import { useDocuments } from '../../../api/documents.ts';
import { useClearChild, useExcludeChild } from '../../../api/infection-control.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';
import { fromWallClockInput, toWallClockInput } from '../medications/wall-clock.ts';

/** What the exclusion form holds: the symptoms and the isolation start on the facility's wall clock. */
interface ExclusionValues {
  symptoms: string;
  isolatedAt: string;
}

/**
 * Isolating the child (Florida 59A-13.020): the symptoms and when the isolation started (now at the latest);
 * the server notifies the parents. The child then leaves through the front desk's check-out.
 */
export function ExclusionForm(props: { patientId: string; timeZone: string; onDone: () => void }) {
  const excluding = useExcludeChild(props.patientId);
  const now = toWallClockInput(new Date(), props.timeZone);
  const form = useForm<ExclusionValues>({ defaultValues: { symptoms: '', isolatedAt: now } });
  const submit = formSubmitHandler(form, {
    write: (values) =>
      excluding.mutateAsync({
        symptoms: values.symptoms,
        isolatedAt: fromWallClockInput(values.isolatedAt, props.timeZone)?.toISOString() ?? values.isolatedAt,
      }),
    success: MESSAGES.exclusionRecorded,
    onSuccess: props.onDone,
    fields: ['symptoms', 'isolatedAt'],
    failure: MESSAGES.failedToRecordExclusion,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Record exclusion">
      <Stack gap="md">
        <Textarea
          label="Symptoms"
          withAsterisk
          autosize
          minRows={2}
          error={errors.symptoms?.message}
          {...form.register('symptoms')}
        />
        <TextInput
          label="Isolation started"
          type="datetime-local"
          withAsterisk
          max={now}
          error={errors.isolatedAt?.message}
          {...form.register('isolatedAt')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} color="red">
            Isolate and notify parents
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the clearance form holds. */
interface ClearanceValues {
  documentId: string;
  statementDate: string;
}

/** The return clearance: the physician's written statement, chosen among the child's documents, and its date. */
export function ClearanceForm(props: { patientId: string; today: string; onDone: () => void }) {
  const clearing = useClearChild(props.patientId);
  const documents = useDocuments({ patientId: props.patientId, page: 1, pageSize: 100 });
  const form = useForm<ClearanceValues>({ defaultValues: { documentId: '', statementDate: props.today } });
  const submit = formSubmitHandler(form, {
    write: (values) => clearing.mutateAsync(values),
    success: MESSAGES.exclusionCleared,
    onSuccess: props.onDone,
    fields: ['documentId', 'statementDate'],
    failure: MESSAGES.failedToRecordExclusion,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Record return clearance">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label="Physician's statement"
            description="Upload it under Documents first"
            withAsterisk
            data={[
              { value: '', label: 'Choose…', disabled: true },
              ...(documents.data?.items ?? []).map((item) => ({ value: item.id, label: item.fileName })),
            ]}
            error={errors.documentId?.message}
            {...form.register('documentId')}
          />
          <TextInput
            label="Statement date"
            type="date"
            withAsterisk
            max={props.today}
            error={errors.statementDate?.message}
            {...form.register('statementDate')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Record clearance
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
