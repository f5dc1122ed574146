import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { MESSAGES, passwordResetRequestSchema } from '@carenest/core';
import { useRequestPasswordReset } from '../../api/auth.ts';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/**
 * Password help (/forgot-password): asks for a reset link by email. The answer is the same sentence
 * whether or not an account exists, so the screen never reveals who has an account.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [hasRequested, setHasRequested] = useState(false);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const resetRequest = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: ({ email }) => {
      setFailureMessage(null);
      return resetRequest.mutateAsync(email);
    },
    onSuccess: () => setHasRequested(true),
    fields: ['email'],
    showFailure: setFailureMessage,
  });

  return (
    <AuthScreenFrame
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to set a new password."
    >
      {hasRequested ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            icon={<IconMailCheck aria-hidden />}
            title="Check your email"
            role="status"
          >
            {MESSAGES.passwordResetRequested}
          </Alert>
          <Text fz="sm" c="dimmed">
            The link can be used once and expires after a short time. If nothing arrives, ask your facility
            administrator to reset your password.
          </Text>
          <Button component={Link} to="/login" variant="light">
            Back to sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failureMessage ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title="Request failed"
              >
                {failureMessage}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Send reset link
            </Button>
            <Text ta="center" fz="sm">
              Remembered it?{' '}
              <Anchor component={Link} to="/login">
                Back to sign in
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthScreenFrame>
  );
}
