import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import {
  MAXIMUM_BREAK_MINUTES,
  MESSAGES,
  SHIFT_CREDENTIALS,
  SHIFT_CREDENTIAL_LABELS,
  type TimeClockCorrectionInput,
  type TimeClockEntry,
} from '@carenest/core';
import { useCorrectShift } from '../../api/staffing.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import {
  correctionValuesOf,
  shiftCorrectionFormSchema,
  type ShiftCorrectionValues,
} from './shift-correction-form.ts';

const FIELDS = ['clockInAt', 'clockOutAt', 'credential', 'breakMinutes', 'reason'] as const;

const CREDENTIAL_OPTIONS = SHIFT_CREDENTIALS.map((value) => ({
  value,
  label: SHIFT_CREDENTIAL_LABELS[value],
}));

/**
 * An administrator corrects a shift (Texas 26 TAC §550.410): its times in the facility's zone, credential and
 * break, with the reason; the server keeps the original and audits the correction.
 */
export function CorrectShiftDialog({
  entry,
  timeZone,
  onClose,
}: {
  entry: TimeClockEntry | null;
  timeZone: string;
  onClose: () => void;
}) {
  const correction = useCorrectShift();
  const form = useForm<ShiftCorrectionValues, unknown, TimeClockCorrectionInput>({
    resolver: zodResolver(shiftCorrectionFormSchema(timeZone)),
  });
  const { errors, isSubmitting } = form.formState;
  // The shift as it stands each time the dialog opens.
  useEffect(() => {
    if (entry) form.reset(correctionValuesOf(entry, timeZone));
  }, [entry, form, timeZone]);
  const submit = formSubmitHandler(form, {
    write: (input) => correction.mutateAsync({ entryId: entry!.id, input }),
    success: MESSAGES.timeClockEntryCorrected,
    onSuccess: onClose,
    fields: FIELDS,
    failure: MESSAGES.failedToCorrectTimeClockEntry,
  });
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? `Correct ${entry.staffName}'s shift` : 'Correct shift'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Clock in"
              type="datetime-local"
              withAsterisk
              error={errors.clockInAt?.message}
              {...form.register('clockInAt')}
            />
            <TextInput
              label="Clock out"
              description="Empty while the shift is open"
              type="datetime-local"
              error={errors.clockOutAt?.message}
              {...form.register('clockOutAt')}
            />
            <NativeSelect
              label="Credential"
              withAsterisk
              data={CREDENTIAL_OPTIONS}
              error={errors.credential?.message}
              {...form.register('credential')}
            />
            <Controller
              control={form.control}
              name="breakMinutes"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Break (minutes)"
                  min={0}
                  max={MAXIMUM_BREAK_MINUTES}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            label="Reason for the correction"
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save correction
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
