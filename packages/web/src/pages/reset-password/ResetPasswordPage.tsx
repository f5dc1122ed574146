import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MESSAGES, passwordResetCompleteSchema } from '@carenest/core';
import { useCompletePasswordReset } from '../../api/auth.ts';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

const PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const;

/** The red alert of a link that cannot be used, with the way to ask for a new one. */
function InvalidLinkAlert({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Cannot reset password">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Anchor component={Link} to="/forgot-password" fz="sm" fw={600}>
          Request a new reset link
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * Setting a new password through a one-time link (/reset-password?token=…): new password and
 * confirmation under core's password rule. Success goes to sign-in; an invalid or expired link says
 * so and offers a new one.
 */
export function ResetPasswordPage() {
  usePageTitle('Set a New Password');
  const navigate = useNavigate();
  const [searchParameters] = useSearchParams();
  const token = searchParameters.get('token') ?? '';
  const isTokenWellFormed = passwordResetCompleteSchema.shape.token.safeParse(token).success;
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const passwordReset = useCompletePasswordReset();
  const form = useForm({
    resolver: zodResolver(passwordResetCompleteSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: (values) => {
      setFailureMessage(null);
      return passwordReset.mutateAsync(values);
    },
    success: MESSAGES.passwordResetDone,
    onSuccess: () => navigate('/login', { replace: true }),
    fields: PASSWORD_FIELDS,
    showFailure: setFailureMessage,
  });

  return (
    <AuthScreenFrame title="Set a new password" subtitle="Choose a new password for your CareNest account.">
      {isTokenWellFormed ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failureMessage ? <InvalidLinkAlert message={failureMessage} /> : null}
            <PasswordField
              label="New password"
              description="At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&"
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Set password
            </Button>
            <Text ta="center" fz="sm">
              <Anchor component={Link} to="/login">
                Back to sign in
              </Anchor>
            </Text>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <InvalidLinkAlert message={MESSAGES.passwordResetInvalid} />
          <Button component={Link} to="/login" variant="light">
            Back to sign in
          </Button>
        </Stack>
      )}
    </AuthScreenFrame>
  );
}
