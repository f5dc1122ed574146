import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, emergencyAccessSchema } from '@carenest/core';
import { useRequestEmergencyAccess } from '../../../api/patient-management.ts';
import { formSubmitHandler } from '../../../forms/submit-form.ts';
import { rememberEmergencyAccess } from './emergency-access-record.ts';

interface ReasonForm {
  reason: string;
}

/**
 * Break-glass access to a chart: says what happens (recorded, administrators alerted, 4 hours),
 * asks for the reason and requests the access.
 */
export function EmergencyAccessDialog({
  patientId,
  opened,
  onClose,
  onGranted,
}: {
  patientId: string;
  opened: boolean;
  onClose: () => void;
  onGranted: () => void;
}) {
  const emergencyAccess = useRequestEmergencyAccess(patientId);
  const form = useForm<ReasonForm>({
    resolver: zodResolver(emergencyAccessSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: ({ reason }) => emergencyAccess.mutateAsync(reason),
    success: MESSAGES.emergencyAccessGranted,
    onSuccess: (expiresAt) => {
      rememberEmergencyAccess(patientId, expiresAt);
      form.reset();
      onGranted();
    },
    fields: ['reason'],
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700}>
          Emergency access
        </Text>
      }
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            <Text fz="sm" fw={600}>
              Use this only when a child needs care and their chart is not assigned to you.
            </Text>
            <List fz="sm" mt={4} spacing={2}>
              <List.Item>Your name, the time and your reason are recorded in the audit log.</List.Item>
              <List.Item>The facility&apos;s administrators are alerted.</List.Item>
              <List.Item>Access ends after 4 hours.</List.Item>
            </List>
          </Alert>
          <Textarea
            label="Reason for emergency access"
            description="At least 10 characters"
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" color="orange.9" loading={isSubmitting}>
              Open chart
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
