import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  MESSAGES,
  SLEEP_QUALITIES,
  SLEEP_QUALITY_LABELS,
  morningHandoffInputSchema,
  type MorningHandoffInput,
} from '@carenest/core';
import { usePatientMedications } from '../../api/medications.ts';
import { useSubmitMorningHandoff } from '../../api/morning-handoffs.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';

const FIELDS = ['sleepQuality', 'sleepHours', 'seizureCount', 'lastFeedTime', 'homeDoses', 'notes'] as const;
const BLANK: MorningHandoffInput = {
  sleepQuality: undefined as unknown as 'good',
  sleepHours: null,
  seizureCount: 0,
  seizureNotes: '',
  lastFeedTime: null,
  feedNotes: '',
  homeDoses: [],
  notes: '',
};

/** The medication checklist of the handoff: each active medication, ticked with the time it was given. */
function HomeDoseList({
  patientId,
  doses,
  onChange,
}: {
  patientId: string;
  doses: Record<string, string>;
  onChange: (doses: Record<string, string>) => void;
}) {
  const medications = usePatientMedications(patientId);
  if (medications.isPending) return <Skeleton height={60} aria-label="Loading medications" />;
  const active = medications.data?.medications ?? [];
  if (active.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No medications on the chart.
      </Text>
    );
  return (
    <Stack gap="xs">
      {active.map((medication) => {
        const time = doses[medication.id];
        return (
          <Group key={medication.id} gap="sm" wrap="nowrap" align="center">
            <Checkbox
              label={`${medication.name} ${medication.dosage}`}
              checked={time !== undefined}
              onChange={(event) => {
                const next = { ...doses };
                if (event.currentTarget.checked) next[medication.id] = '';
                else delete next[medication.id];
                onChange(next);
              }}
              style={{ flex: 1 }}
            />
            {time !== undefined ? (
              <TextInput
                type="time"
                aria-label={`Time ${medication.name} was given`}
                value={time}
                onChange={(event) => onChange({ ...doses, [medication.id]: event.currentTarget.value })}
                w={120}
              />
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * The parent's Morning handoff dialog for one child: how the night went, seizures, the last feed, the medications
 * given at home with their times, and notes; sent to the care team before arrival (the due-doses list counts
 * the home doses).
 */
export function MorningHandoffDialog({
  opened,
  onClose,
  patientId,
  childName,
}: {
  opened: boolean;
  onClose: () => void;
  patientId: string;
  childName: string;
}) {
  const [doses, setDoses] = useState<Record<string, string>>({});
  const isWide = useIsWideScreen();
  const submitHandoff = useSubmitMorningHandoff(patientId);
  const form = useForm<MorningHandoffInput>({
    resolver: zodResolver(morningHandoffInputSchema),
    defaultValues: BLANK,
  });
  const { errors, isSubmitting } = form.formState;
  const seizureCount = form.watch('seizureCount') ?? 0;
  const close = () => {
    onClose();
    setDoses({});
    form.reset(BLANK);
  };
  const submit = formSubmitHandler(form, {
    write: (values) => {
      const homeDoses = Object.entries(doses).map(([medicationId, givenAt]) => ({ medicationId, givenAt }));
      return submitHandoff.mutateAsync({ ...values, homeDoses });
    },
    success: MESSAGES.morningHandoffSaved,
    onSuccess: close,
    fields: FIELDS,
    failure: MESSAGES.failedToSaveMorningHandoff,
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Morning handoff: ${childName}`}
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="sleepQuality"
            render={({ field, fieldState }) => (
              <Radio.Group
                label="How was the night?"
                withAsterisk
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="md" mt={4}>
                  {SLEEP_QUALITIES.map((quality) => (
                    <Radio key={quality} value={quality} label={SLEEP_QUALITY_LABELS[quality]} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={form.control}
              name="sleepHours"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Hours of sleep"
                  min={0}
                  max={24}
                  step={0.5}
                  decimalScale={1}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="seizureCount"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Seizures overnight"
                  min={0}
                  max={50}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value ?? 0}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          {seizureCount > 0 ? (
            <Textarea
              label="What happened"
              autosize
              minRows={2}
              maxLength={500}
              {...form.register('seizureNotes')}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="time"
              label="Last feed"
              error={errors.lastFeedTime?.message}
              {...form.register('lastFeedTime', { setValueAs: (value: string) => (value ? value : null) })}
            />
            <TextInput label="Feed notes" maxLength={500} {...form.register('feedNotes')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text fw={500} fz="sm">
              Medications given at home this morning
            </Text>
            <HomeDoseList patientId={patientId} doses={doses} onChange={setDoses} />
            {errors.homeDoses?.message ? (
              <Alert color="red" variant="light">
                {errors.homeDoses.message}
              </Alert>
            ) : null}
          </Stack>
          <Textarea
            label="Anything else for the nurse"
            autosize
            minRows={2}
            maxLength={1000}
            {...form.register('notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Send to the nurse
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
