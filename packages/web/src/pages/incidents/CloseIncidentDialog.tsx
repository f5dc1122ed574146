import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES, closeIncidentSchema, type CloseIncidentInput, type Incident } from '@carenest/core';
import { useCloseIncident } from '../../api/incidents.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

const FIELDS = ['correctiveAction'] as const;

/**
 * An administrator closes a report with the corrective action taken to prevent a repeat (Florida
 * 59A-13.005). A suspicion of abuse or neglect missing a report to HHSC or law enforcement is refused by the
 * server, whose sentence the toast shows.
 */
export function CloseIncidentDialog({
  incident,
  onClose,
}: {
  incident: Incident | null;
  onClose: () => void;
}) {
  const close = useCloseIncident();
  const form = useForm<CloseIncidentInput>({ resolver: zodResolver(closeIncidentSchema) });
  const { errors, isSubmitting } = form.formState;
  // The corrective action so far each time the dialog opens.
  useEffect(() => {
    if (incident) form.reset({ correctiveAction: incident.correctiveAction ?? '' });
  }, [incident, form]);
  const submit = formSubmitHandler(form, {
    write: (values) => close.mutateAsync({ incidentId: incident!.id, input: values }),
    success: MESSAGES.incidentClosedNow,
    onSuccess: onClose,
    fields: FIELDS,
    failure: MESSAGES.failedToCloseIncident,
  });
  return (
    <Modal
      opened={incident !== null}
      onClose={onClose}
      title="Close incident"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {incident && incident.missingAgencyReports.length > 0 ? (
            <Text c="red" fz="sm">
              {MESSAGES.incidentAgencyReportsRequired}
            </Text>
          ) : null}
          <Textarea
            label="Corrective action taken to prevent a repeat"
            withAsterisk
            autosize
            minRows={3}
            maxLength={4000}
            error={errors.correctiveAction?.message}
            {...form.register('correctiveAction')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Close incident
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
