import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  ADMINISTRATION_OUTCOME_LABELS,
  MESSAGES,
  amendFormSchema,
  formatDateTime,
  type AdministrationEntry,
  type AmendAdministrationInput,
  type AmendFormValues,
} from '@carenest/core';
import { useAmendAdministration } from '../../../api/medications.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';
import { fromWallClockInput, toWallClockInput } from './wall-clock.ts';

const FIELDS = ['reason', 'dosageGiven', 'administrationTime', 'notes'] as const;

/** Only what the user changed, with the reason: the amendment request. */
function changesOf(
  entry: AdministrationEntry,
  values: AmendFormValues,
  timeZone: string,
): AmendAdministrationInput {
  const input: AmendAdministrationInput = { reason: values.reason.trim() };
  const dosage = values.dosageGiven.trim();
  if (dosage && dosage !== (entry.dosageGiven ?? '')) input.dosageGiven = dosage;
  if (values.administrationTime !== toWallClockInput(new Date(entry.administrationTime), timeZone)) {
    input.administrationTime = fromWallClockInput(values.administrationTime, timeZone)?.toISOString();
  }
  if (values.notes.trim() !== (entry.notes ?? '')) input.notes = values.notes.trim();
  return input;
}

function AmendForm({
  entry,
  patientId,
  timeZone,
  onDone,
}: {
  entry: AdministrationEntry;
  patientId: string;
  timeZone: string;
  onDone: () => void;
}) {
  const amend = useAmendAdministration(patientId);
  const form = useForm<AmendFormValues>({
    resolver: zodResolver(amendFormSchema),
    defaultValues: {
      reason: '',
      dosageGiven: entry.dosageGiven ?? '',
      administrationTime: toWallClockInput(new Date(entry.administrationTime), timeZone),
      notes: entry.notes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: (values) =>
      amend.mutateAsync({ administrationId: entry.id, input: changesOf(entry, values, timeZone) }),
    success: MESSAGES.administrationAmended,
    onSuccess: onDone,
    fields: FIELDS,
    failure: MESSAGES.administrationAmendFailed,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm">
          {ADMINISTRATION_OUTCOME_LABELS[entry.outcome]} on{' '}
          {formatDateTime(new Date(entry.administrationTime), timeZone)} by {entry.administeredBy.name}. The
          original record stays on file; the amendment is added with your name and reason.
        </Text>
        <Textarea
          label="Reason for the amendment"
          withAsterisk
          autosize
          minRows={2}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {entry.outcome === 'given' ? (
          <TextInput
            label="Dosage given"
            error={errors.dosageGiven?.message}
            {...form.register('dosageGiven')}
          />
        ) : null}
        <TextInput
          type="datetime-local"
          label="Administration time"
          description={`Facility time (${timeZone})`}
          error={errors.administrationTime?.message}
          {...form.register('administrationTime')}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save Amendment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Amend an administration: a required reason and the corrected dosage, time or notes. */
export function AmendAdministrationDialog({
  entry,
  patientId,
  timeZone,
  onClose,
}: {
  entry: AdministrationEntry | null;
  patientId: string;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title="Amend Administration"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {entry ? (
        <AmendForm key={entry.id} entry={entry} patientId={patientId} timeZone={timeZone} onDone={onClose} />
      ) : null}
    </Modal>
  );
}
