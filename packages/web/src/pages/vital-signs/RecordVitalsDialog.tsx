import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MESSAGES,
  VITAL_ALERT_TOAST_MS,
  VITAL_MEASUREMENTS,
  ageBandOf,
  bandLabelOf,
  entryBoundsFor,
  painBandOf,
  recordVitalSignsSchemaFor,
  todayInZone,
  vitalAlertToastText,
  type AgeBand,
  type RecordVitalSignsInput,
} from '@carenest/core';
import { useRecordVitalSigns } from '../../api/vital-signs.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { NormalRangesBox } from './NormalRangesBox.tsx';
import { VitalNumberField } from './VitalNumberField.tsx';
import type { PatientOption } from '../../api/patient-options.ts';

const FIELDS = ['patientId', ...VITAL_MEASUREMENTS] as const;

/** A blank form for a patient (or none chosen yet). */
function emptyForm(patientId: string): RecordVitalSignsInput {
  return {
    patientId,
    ...Object.fromEntries(VITAL_MEASUREMENTS.map((measurement) => [measurement, null])),
  } as RecordVitalSignsInput;
}

/** The age band of the chosen patient on the facility's today; null before one is chosen or from 16 on. */
function bandOfPatient(
  patients: readonly PatientOption[],
  patientId: string | undefined,
  timeZone: string,
): AgeBand | null {
  const patient = patients.find((option) => option.value === patientId);
  return patient ? ageBandOf(patient.dateOfBirth, todayInZone(new Date(), timeZone)) : null;
}

/** Shows the spec's alert toast: "N vital sign alert(s) generated!" in red for 6 seconds. */
function notifyAlerts(count: number): void {
  notifications.show({
    message: vitalAlertToastText(count),
    color: 'red',
    autoClose: VITAL_ALERT_TOAST_MS,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

/**
 * The Record Vital Signs dialog: patient select (fixed inside a chart), temperature, heart rate, systolic,
 * diastolic, respiratory rate, oxygen saturation, weight, height and pain scale with its band, the Normal
 * Ranges box, Cancel and submit. The server computes the alerts; when there are any, the alert toast follows
 * the success toast.
 */
export function RecordVitalsDialog({
  opened,
  onClose,
  patients,
  fixedPatientId,
}: {
  opened: boolean;
  onClose: () => void;
  patients: readonly PatientOption[];
  fixedPatientId?: string;
}) {
  const isWide = useIsWideScreen();
  const timeZone = useTimeZone();
  const record = useRecordVitalSigns();
  const resolver: Resolver<RecordVitalSignsInput> = (values, context, options) =>
    zodResolver(recordVitalSignsSchemaFor(bandOfPatient(patients, values.patientId, timeZone)))(
      values,
      context,
      options,
    );
  const form = useForm<RecordVitalSignsInput>({
    resolver,
    defaultValues: emptyForm(fixedPatientId ?? ''),
  });
  const { errors, isSubmitting } = form.formState;
  const painScale = useWatch({ control: form.control, name: 'painScale' });
  const patientId = useWatch({ control: form.control, name: 'patientId' });
  const chosen = patients.find((option) => option.value === patientId);
  const band = bandOfPatient(patients, patientId, timeZone);
  const bounds = entryBoundsFor(band);

  useEffect(() => {
    if (opened) form.reset(emptyForm(fixedPatientId ?? ''));
  }, [opened, fixedPatientId, form]);

  const submit = formSubmitHandler(form, {
    write: (values) => record.mutateAsync(values),
    success: MESSAGES.vitalSignsRecorded,
    onSuccess: ({ record: saved }) => {
      if (saved.alerts.length > 0) notifyAlerts(saved.alerts.length);
      onClose();
    },
    fields: FIELDS,
    failure: MESSAGES.failedToRecordVitalSigns,
  });
  const fixedPatient = patients.find((patient) => patient.value === fixedPatientId);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Record Vital Signs"
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {fixedPatientId ? (
            <Text fz="sm">
              Patient: <strong>{fixedPatient?.label ?? 'this patient'}</strong>
            </Text>
          ) : (
            <NativeSelect
              label="Patient"
              withAsterisk
              data={[{ value: '', label: 'Select a patient' }, ...patients]}
              error={errors.patientId?.message}
              {...form.register('patientId')}
            />
          )}
          {chosen ? (
            <Text fz="sm" c="dimmed">
              Limits for {bandLabelOf(band)}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="temperature"
              label="Temperature (°F)"
            />
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="heartRate"
              label="Heart rate (bpm)"
            />
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="bloodPressureSystolic"
              label="Systolic (mmHg)"
            />
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="bloodPressureDiastolic"
              label="Diastolic (mmHg)"
            />
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="respiratoryRate"
              label="Respiratory rate (/min)"
            />
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="oxygenSaturation"
              label="Oxygen saturation (%)"
            />
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="weight"
              label="Weight (lbs)"
            />
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="height"
              label="Height (in)"
            />
            <VitalNumberField
              control={form.control}
              bounds={bounds}
              measurement="painScale"
              label="Pain scale (0-10)"
              description={
                painScale == null || !Number.isFinite(painScale)
                  ? '0 no pain, 1-3 mild, 4-6 moderate, 7-10 severe'
                  : `${painScale}: ${painBandOf(painScale)}`
              }
            />
          </SimpleGrid>
          <NormalRangesBox />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Record Vital Signs
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
