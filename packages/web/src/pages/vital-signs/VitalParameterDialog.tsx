import { useEffect, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  MESSAGES,
  VITAL_BOUNDS,
  describeLimits,
  entryBoundsFor,
  vitalParameterBodySchema,
  type AgeBand,
  type ParameterLimits,
  type VitalParameterEntry,
  type VitalParameterInput,
} from '@carenest/core';
import { useOrderVitalParameters, useRemoveVitalParameters } from '../../api/vital-parameters.ts';
import { formSubmitHandler, submitForm } from '../../forms/submit-form.ts';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';

const FIELDS = ['notifyLow', 'notifyHigh', 'criticalLow', 'criticalHigh', 'orderedBy', 'orderedOn'] as const;
type LimitField = 'notifyLow' | 'notifyHigh' | 'criticalLow' | 'criticalHigh';

/** The form's starting values: the current order, else the age band's suggestion, else the default. */
function startingValues(entry: VitalParameterEntry, today: string): VitalParameterInput {
  const limits: ParameterLimits | null = entry.order ?? entry.suggestion ?? entry.facilityDefault;
  return {
    notifyLow: limits?.notifyLow ?? Number.NaN,
    notifyHigh: limits?.notifyHigh ?? Number.NaN,
    criticalLow: entry.order?.criticalLow ?? null,
    criticalHigh: entry.order?.criticalHigh ?? null,
    orderedBy: entry.order?.orderedBy ?? '',
    orderedOn: entry.order?.orderedOn ?? today,
  };
}

/** One limit of the order, a number on the measurement's step; blank is null for the critical ones. */
function LimitField({
  control,
  name,
  label,
  entry,
  band,
}: {
  control: Control<VitalParameterInput>;
  name: LimitField;
  label: string;
  entry: VitalParameterEntry;
  band: AgeBand | null;
}) {
  const { step, unit } = VITAL_BOUNDS[entry.measurement];
  const { minimum, maximum } = entryBoundsFor(band)[entry.measurement];
  const isOptional = name === 'criticalLow' || name === 'criticalHigh';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={`${label} (${unit})`}
          description={isOptional ? 'Optional' : `${minimum}-${maximum}`}
          withAsterisk={!isOptional}
          step={step}
          decimalScale={step < 1 ? 1 : 0}
          allowDecimal={step < 1}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          value={field.value ?? ''}
          onChange={(value) =>
            field.onChange(value === '' ? (isOptional ? null : Number.NaN) : Number(value))
          }
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The dialog of one measurement's physician-ordered parameters: notify limits (prefilled from the current
 * order or the age band's suggestion), optional critical limits, the ordering physician and the order date;
 * Save, and Remove (with a confirmation) when the child has an order. Limits that cross are refused with the
 * core schema's message before anything is sent; the server's refusals land under their fields.
 */
export function VitalParameterDialog({
  patientId,
  entry,
  band,
  label,
  today,
  onClose,
}: {
  patientId: string;
  entry: VitalParameterEntry | null;
  /** The child's age band: the limits an order may set are its entry bounds. */
  band: AgeBand | null;
  label: string;
  today: string;
  onClose: () => void;
}) {
  const isWide = useIsWideScreen();
  const order = useOrderVitalParameters(patientId);
  const remove = useRemoveVitalParameters(patientId);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const measurement = entry?.measurement ?? 'heartRate';
  const form = useForm<VitalParameterInput>({
    resolver: zodResolver(vitalParameterBodySchema(measurement, band)),
    defaultValues: entry ? startingValues(entry, today) : undefined,
  });
  useEffect(() => {
    if (entry) form.reset(startingValues(entry, today));
    setConfirmingRemoval(false);
  }, [entry, today, form]);

  const submit = formSubmitHandler(form, {
    write: (values) => order.mutateAsync({ measurement, input: values }),
    success: MESSAGES.vitalParametersSaved,
    onSuccess: onClose,
    fields: FIELDS,
    failure: MESSAGES.failedToSaveVitalParameters,
  });
  const removeOrder = () =>
    submitForm({
      write: () => remove.mutateAsync(measurement),
      success: MESSAGES.vitalParametersRemoved,
      onSuccess: onClose,
      failure: () => MESSAGES.failedToSaveVitalParameters,
    });

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={`${label} parameters`}
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {entry ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {entry.suggestion ? (
              <Text fz="sm">
                Suggested for the child&apos;s age: {describeLimits(entry.measurement, entry.suggestion)}
              </Text>
            ) : null}
            <Text fz="sm" c="dimmed">
              Outside the notify limits the care team is notified; outside the critical limits the alert is
              critical.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <LimitField
                control={form.control}
                name="notifyLow"
                band={band}
                label="Notify below"
                entry={entry}
              />
              <LimitField
                control={form.control}
                name="notifyHigh"
                band={band}
                label="Notify above"
                entry={entry}
              />
              <LimitField
                control={form.control}
                name="criticalLow"
                band={band}
                label="Critical below"
                entry={entry}
              />
              <LimitField
                control={form.control}
                name="criticalHigh"
                band={band}
                label="Critical above"
                entry={entry}
              />
              <TextInput
                label="Ordering physician"
                withAsterisk
                autoComplete="off"
                error={form.formState.errors.orderedBy?.message}
                {...form.register('orderedBy')}
              />
              <TextInput
                type="date"
                label="Order date"
                withAsterisk
                max={today}
                error={form.formState.errors.orderedOn?.message}
                {...form.register('orderedOn')}
              />
            </SimpleGrid>
            {isConfirmingRemoval ? (
              <Alert color="orange" title="Remove these parameters?">
                <Stack gap="xs">
                  <Text fz="sm">The facility default applies to this child again.</Text>
                  <Group gap="xs">
                    <Button color="red" onClick={() => void removeOrder()} loading={remove.isPending}>
                      Remove parameters
                    </Button>
                    <Button variant="default" onClick={() => setConfirmingRemoval(false)}>
                      Keep them
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : null}
            <Group justify="space-between" gap="xs" mt="xs">
              {entry.order && !isConfirmingRemoval ? (
                <Button variant="subtle" color="red" onClick={() => setConfirmingRemoval(true)}>
                  Remove parameters
                </Button>
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Save parameters
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
