import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DEFAULT_MAXIMUM_PATIENT_LOAD,
  EDIT_USER_ROLES,
  MAXIMUM_PATIENT_LOAD_BOUNDS,
  ROLE_LABELS,
  SPECIALTIES,
  updateUserSchema,
  type ManagedUser,
  type Role,
  type UpdateUserInput,
} from '@carenest/core';
import { editRequestOf } from '../../api/users.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { USER_CHANGE_TOASTS } from './use-user-actions.ts';
import { StaffFields } from './StaffFields.tsx';
import { isCaregiverRole } from './user-permissions.ts';

const FIELDS = [
  'email',
  'firstName',
  'lastName',
  'role',
  'isActive',
  'specializations',
  'maxPatientLoad',
] as const;

/** The form's starting values: the account as it is, with its staff fields when it holds a caregiver role. */
function initialValues(user: ManagedUser): UpdateUserInput {
  const isLoadInRange =
    user.maxPatientLoad >= MAXIMUM_PATIENT_LOAD_BOUNDS.minimum &&
    user.maxPatientLoad <= MAXIMUM_PATIENT_LOAD_BOUNDS.maximum;
  return {
    ...editRequestOf(user),
    specializations: user.specializations.filter((item): item is (typeof SPECIALTIES)[number] =>
      (SPECIALTIES as readonly string[]).includes(item),
    ),
    maxPatientLoad: isLoadInRange ? user.maxPatientLoad : DEFAULT_MAXIMUM_PATIENT_LOAD,
  };
}

/** The roles offered for an account: the spec's edit roles (parent included), and super_admin only for one. */
function roleOptions(user: ManagedUser) {
  const roles: readonly Role[] =
    user.role === 'super_admin' ? [...EDIT_USER_ROLES, 'super_admin'] : EDIT_USER_ROLES;
  return roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
}

/** The edit form of one account. */
function EditUserForm({
  user,
  isSelf,
  onSave,
  onCancel,
}: {
  user: ManagedUser;
  isSelf: boolean;
  onSave: (input: UpdateUserInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<UpdateUserInput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: initialValues(user),
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');

  const submit = formSubmitHandler(form, {
    ...USER_CHANGE_TOASTS,
    write: (values) =>
      onSave(
        isCaregiverRole(values.role)
          ? values
          : { ...values, specializations: undefined, maxPatientLoad: undefined },
      ),
    fields: FIELDS,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            withAsterisk
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) => (
            <Select
              label="Role"
              data={roleOptions(user)}
              allowDeselect={false}
              disabled={isSelf}
              description={isSelf ? 'You cannot change your own role.' : undefined}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? user.role)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {isCaregiverRole(role) ? <StaffFields control={form.control} /> : null}
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Checkbox
              label="Active User"
              description={
                isSelf
                  ? 'You cannot deactivate your own account.'
                  : 'An inactive user cannot sign in; deactivating ends their open sessions at once.'
              }
              disabled={isSelf}
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit User as a dialog (full screen on phones). */
export function EditUserDialog({
  user,
  actorId,
  onSave,
  onClose,
}: {
  user: ManagedUser | null;
  actorId: string;
  onSave: (user: ManagedUser, input: UpdateUserInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {user ? `Edit ${user.firstName} ${user.lastName}` : 'Edit User'}
        </Text>
      }
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {user ? (
        <EditUserForm
          key={user.id}
          user={user}
          isSelf={user.id === actorId}
          onSave={(input) => onSave(user, input)}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
