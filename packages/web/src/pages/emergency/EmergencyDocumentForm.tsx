import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  EMERGENCY_DOCUMENT_KINDS,
  EMERGENCY_DOCUMENT_KIND_LABELS,
  MESSAGES,
  emergencyDocumentInputSchema,
  type EmergencyDocumentInput,
} from '@carenest/core';
import { useRecordEmergencyDocument } from '../../api/emergency.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/** Recording a document on file: kind, title, issue date (today at the latest), expiry and reference. */
export function EmergencyDocumentForm({ today, onDone }: { today: string | undefined; onDone: () => void }) {
  const recording = useRecordEmergencyDocument();
  const form = useForm<EmergencyDocumentInput>({
    resolver: zodResolver(emergencyDocumentInputSchema),
    defaultValues: {
      kind: '' as EmergencyDocumentInput['kind'],
      title: '',
      issuedOn: today ?? '',
      expiresOn: '',
      reference: '',
    },
  });
  const submit = formSubmitHandler(form, {
    write: (document) => recording.mutateAsync(document),
    success: MESSAGES.emergencyDocumentRecorded,
    onSuccess: onDone,
    fields: ['kind', 'title', 'issuedOn', 'expiresOn', 'reference'],
    failure: MESSAGES.failedToRecordEmergencyDocument,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label="Kind of document"
            withAsterisk
            data={[
              { value: '', label: 'Choose…', disabled: true },
              ...EMERGENCY_DOCUMENT_KINDS.map((value) => ({
                value,
                label: EMERGENCY_DOCUMENT_KIND_LABELS[value],
              })),
            ]}
            error={errors.kind?.message}
            {...form.register('kind')}
          />
          <TextInput label="Title" withAsterisk error={errors.title?.message} {...form.register('title')} />
          <TextInput
            label="Issued on"
            type="date"
            withAsterisk
            max={today}
            error={errors.issuedOn?.message}
            {...form.register('issuedOn')}
          />
          <TextInput
            label="Expires on"
            type="date"
            withAsterisk
            error={errors.expiresOn?.message}
            {...form.register('expiresOn')}
          />
        </SimpleGrid>
        <TextInput
          label="Reference"
          description="Issuer or report number"
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save document
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
