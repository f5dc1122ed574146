import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  INCIDENT_TYPES,
  INCIDENT_TYPE_LABELS,
  MESSAGES,
  reportIncidentSchema,
  type ValidReportIncident,
} from '@carenest/core';
import { useIncidentStaff, useReportIncident } from '../../api/incidents.ts';
import { usePatientOptions } from '../../api/patient-options.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { AgencyFields } from './AgencyFields.tsx';
import { IncidentChildFields } from './IncidentChildFields.tsx';
import {
  blankChild,
  blankIncidentForm,
  toReportInput,
  type IncidentFormValues,
  type IncidentPrefill,
} from './incident-form.ts';
import { toWallClockInput } from '../patient-chart/medications/wall-clock.ts';

/**
 * The Report Incident dialog (Florida 59A-13.005): the kind, when and where, the children with the care given
 * and their parents' notification, the staff involved, what happened, the corrective action so far, and for a
 * suspicion of abuse or neglect the reports to HHSC and law enforcement (26 TAC §550.903).
 */
export function ReportIncidentDialog({
  opened,
  onClose,
  prefill,
  reporterId,
  timeZone,
}: {
  opened: boolean;
  onClose: () => void;
  prefill: IncidentPrefill;
  reporterId: string;
  timeZone: string;
}) {
  const report = useReportIncident();
  const patients = usePatientOptions('active', opened);
  const staff = useIncidentStaff(opened);
  const staffOptions = useMemo(
    () => (staff.data?.items ?? []).map((member) => ({ value: member.id, label: member.name })),
    [staff.data],
  );
  const resolver = useMemo<Resolver<IncidentFormValues, unknown, ValidReportIncident>>(
    () => (values, context, options) =>
      zodResolver(reportIncidentSchema)(toReportInput(values, timeZone), context, options as never) as never,
    [timeZone],
  );
  const form = useForm<IncidentFormValues, unknown, ValidReportIncident>({
    resolver,
    defaultValues: blankIncidentForm(prefill, reporterId, new Date(), timeZone),
  });
  const children = useFieldArray({ control: form.control, name: 'children' });
  const incidentType = useWatch({ control: form.control, name: 'incidentType' });
  const { errors, isSubmitting } = form.formState;
  // A fresh form each time the dialog opens, from what it was opened with.
  useEffect(() => {
    if (opened) form.reset(blankIncidentForm(prefill, reporterId, new Date(), timeZone));
  }, [opened, form, prefill, reporterId, timeZone]);
  const submit = formSubmitHandler(form, {
    write: (values) => report.mutateAsync(values),
    success: MESSAGES.incidentReported,
    onSuccess: onClose,
    listFields: ['children'],
    failure: MESSAGES.failedToReportIncident,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Report Incident"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {prefill.medicationErrorFinding ? (
            <Alert color="blue" variant="light">
              This report answers a medication error found by the end-of-day report.
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="Type of incident"
              withAsterisk
              data={INCIDENT_TYPES.map((value) => ({ value, label: INCIDENT_TYPE_LABELS[value] }))}
              error={errors.incidentType?.message}
              {...form.register('incidentType')}
            />
            <TextInput
              type="datetime-local"
              label="When it happened"
              withAsterisk
              description={`Facility time (${timeZone})`}
              max={toWallClockInput(new Date(), timeZone)}
              error={errors.occurredAt?.message}
              {...form.register('occurredAt')}
            />
          </SimpleGrid>
          <TextInput
            label="Where it happened"
            withAsterisk
            maxLength={200}
            error={errors.location?.message}
            {...form.register('location')}
          />
          <Textarea
            label="What happened"
            withAsterisk
            autosize
            minRows={3}
            maxLength={4000}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Text fw={600} fz="sm">
            Children involved
          </Text>
          {errors.children?.root?.message || errors.children?.message ? (
            <Text c="red" fz="sm" role="alert">
              {errors.children?.root?.message ?? errors.children?.message}
            </Text>
          ) : null}
          {children.fields.map((field, index) => (
            <IncidentChildFields
              key={field.id}
              form={form}
              index={index}
              patients={patients.data ?? []}
              staff={staffOptions}
              timeZone={timeZone}
              onRemove={() => children.remove(index)}
            />
          ))}
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() =>
                children.append(blankChild('', reporterId, toWallClockInput(new Date(), timeZone)))
              }
            >
              Add a child
            </Button>
          </Group>
          <Controller
            control={form.control}
            name="staffInvolved"
            render={({ field }) => (
              <MultiSelect
                label="Staff involved"
                data={staffOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                error={errors.staffInvolved?.message}
              />
            )}
          />
          <AgencyFields form={form} incidentType={incidentType} timeZone={timeZone} />
          <Textarea
            label="Corrective action so far"
            description="An administrator completes it when closing the report"
            autosize
            minRows={2}
            maxLength={4000}
            {...form.register('correctiveAction')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Report Incident
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
