import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CREATE_USER_ROLES,
  DEFAULT_MAXIMUM_PATIENT_LOAD,
  MESSAGES,
  ROLE_LABELS,
  createUserSchema,
  type CreateUserInput,
  type CreateUserRequest,
} from '@carenest/core';
import { useCreateUser, type CreatedUser } from '../../api/users.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { SetupLinkNotice } from './SetupLinkNotice.tsx';
import { StaffFields } from './StaffFields.tsx';
import { isCaregiverRole } from './user-permissions.ts';

const FIELDS = ['email', 'firstName', 'lastName', 'role', 'specializations', 'maxPatientLoad'] as const;
const ROLE_OPTIONS = CREATE_USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const EMPTY_FORM: CreateUserInput = {
  email: '',
  firstName: '',
  lastName: '',
  role: 'nurse',
  specializations: [],
  maxPatientLoad: DEFAULT_MAXIMUM_PATIENT_LOAD,
};

/** The create-user form; on success it gives way to the new account's one-time setup link. */
function CreateUserForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedUser) => void;
  onCancel: () => void;
}) {
  const creation = useCreateUser();
  const form = useForm<CreateUserInput, unknown, CreateUserRequest>({
    resolver: zodResolver(createUserSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role') ?? 'nurse';

  const submit = formSubmitHandler(form, {
    write: (values) => creation.mutateAsync(values),
    success: MESSAGES.userCreated,
    onSuccess: onCreated,
    fields: FIELDS,
    failure: MESSAGES.failedToCreateUser,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            withAsterisk
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) => (
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              allowDeselect={false}
              ref={field.ref}
              name={field.name}
              value={field.value ?? 'nurse'}
              onChange={(value) => field.onChange(value ?? 'nurse')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {isCaregiverRole(role) ? <StaffFields control={form.control} /> : null}
        <Text fz="xs" c="dimmed">
          No password is chosen here: the new user receives a one-time link to set their own.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Create User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create User as a dialog (full screen on phones): the form, then the setup link shown once. */
export function CreateUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text component="span" fw={700} fz="lg">
          {created ? 'User created' : 'Create User'}
        </Text>
      }
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && created ? <SetupLinkNotice created={created} onDone={close} /> : null}
      {opened && !created ? <CreateUserForm onCreated={setCreated} onCancel={close} /> : null}
    </Modal>
  );
}
