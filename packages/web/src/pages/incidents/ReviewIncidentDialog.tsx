import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import {
  INCIDENT_TYPES,
  INCIDENT_TYPE_LABELS,
  MESSAGES,
  reviewIncidentSchema,
  type Incident,
  type ReviewIncidentInput,
} from '@carenest/core';
import { useReviewIncident } from '../../api/incidents.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

const FIELDS = ['reviewNotes', 'incidentType'] as const;

/**
 * An administrator's review of a report: notes, and the kind as found (a fall may turn out to be a suspicion
 * of abuse or neglect, which then needs its reports to HHSC and law enforcement before it closes).
 */
export function ReviewIncidentDialog({
  incident,
  onClose,
}: {
  incident: Incident | null;
  onClose: () => void;
}) {
  const review = useReviewIncident();
  const form = useForm<ReviewIncidentInput>({ resolver: zodResolver(reviewIncidentSchema) });
  const { errors, isSubmitting } = form.formState;
  // The report's own values each time the dialog opens.
  useEffect(() => {
    if (incident)
      form.reset({ reviewNotes: incident.review?.notes ?? '', incidentType: incident.incidentType });
  }, [incident, form]);
  const submit = formSubmitHandler(form, {
    write: (values) => review.mutateAsync({ incidentId: incident!.id, input: values }),
    success: MESSAGES.incidentReviewed,
    onSuccess: onClose,
    fields: FIELDS,
    failure: MESSAGES.failedToSaveIncidentReview,
  });
  return (
    <Modal
      opened={incident !== null}
      onClose={onClose}
      title="Review incident"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Type of incident as found"
            data={INCIDENT_TYPES.map((value) => ({ value, label: INCIDENT_TYPE_LABELS[value] }))}
            error={errors.incidentType?.message}
            {...form.register('incidentType')}
          />
          <Textarea
            label="Review notes"
            withAsterisk
            autosize
            minRows={3}
            maxLength={4000}
            error={errors.reviewNotes?.message}
            {...form.register('reviewNotes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
