import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CREDENTIAL_TYPES,
  CREDENTIAL_TYPE_LABELS,
  MESSAGES,
  createCredentialSchema,
  type CreateCredential,
  type CreateCredentialInput,
} from '@carenest/core';
import { useAddCredential } from '../../api/credentials.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

const FIELDS = ['type', 'licenseNumber', 'issuingState', 'issuedOn', 'expiresOn'] as const;

const TYPE_OPTIONS = [
  { value: '', label: 'Choose…', disabled: true },
  ...CREDENTIAL_TYPES.map((value) => ({ value, label: CREDENTIAL_TYPE_LABELS[value] })),
];

const emptyAsNull = (value: string) => (value === '' ? null : value);

/**
 * An administrator records a staff member's credential (Texas 26 TAC §550.417): its type, the licence number
 * and issuing state for a licence, the issue and expiry dates. Recording it is its first verification.
 */
export function AddCredentialDialog({
  userId,
  opened,
  onClose,
}: {
  userId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const addition = useAddCredential(userId);
  const form = useForm<CreateCredentialInput, unknown, CreateCredential>({
    resolver: zodResolver(createCredentialSchema),
    defaultValues: { licenseNumber: '', issuingState: '', expiresOn: null },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = formSubmitHandler(form, {
    write: (values) => addition.mutateAsync(values),
    success: MESSAGES.credentialAdded,
    onSuccess: close,
    fields: FIELDS,
    failure: MESSAGES.failedToAddCredential,
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add credential"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Type"
            withAsterisk
            data={TYPE_OPTIONS}
            defaultValue=""
            error={errors.type?.message}
            {...form.register('type')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Licence number"
              description="Nursing and driver's licences"
              maxLength={60}
              error={errors.licenseNumber?.message}
              {...form.register('licenseNumber')}
            />
            <TextInput
              label="Issuing state"
              description="Two letters, e.g. TX"
              maxLength={2}
              error={errors.issuingState?.message}
              {...form.register('issuingState', { setValueAs: (value: string) => value.toUpperCase() })}
            />
            <TextInput
              label="Issued on"
              type="date"
              withAsterisk
              error={errors.issuedOn?.message}
              {...form.register('issuedOn')}
            />
            <TextInput
              label="Expires on"
              type="date"
              error={errors.expiresOn?.message}
              {...form.register('expiresOn', { setValueAs: emptyAsNull })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Add credential
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
