import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { passwordChangeSchema, type PasswordChangeInput } from '@carenest/core';
import { useChangePassword } from '../../api/account.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY_FORM: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: current, new and confirmation (each with show/hide); other sessions are ended. */
export function ChangePasswordCard() {
  const passwordChange = useChangePassword();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: (values) => passwordChange.mutateAsync(values),
    success: 'Password changed',
    onSuccess: () => form.reset(EMPTY_FORM),
    fields: FIELDS,
  });

  return (
    <PanelCard title="Change Password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={440}>
          <Text fz="sm" c="dimmed">
            Changing your password signs you out on every other device.
          </Text>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label="New password"
            description="At least 8 characters, with a lowercase and an uppercase letter, a number and a special character."
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </PanelCard>
  );
}
