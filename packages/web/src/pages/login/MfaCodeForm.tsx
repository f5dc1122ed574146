import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { mfaSignInSchema, type SessionUser } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useVerifyMfa } from '../../auth/auth-mutations.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { notifyError } from '../../notifications/notify.ts';

/** The code field alone, checked by core's MFA rule (6 to 16 characters, "Invalid MFA code"). */
const mfaCodeSchema = mfaSignInSchema.pick({ code: true });

/**
 * Second step of an MFA sign-in: a 6-digit code from the authenticator app or a recovery code.
 * A wrong code shows "Invalid MFA code" under the field and as a red toast.
 */
export function MfaCodeForm({
  challengeToken,
  onSignedIn,
  onBack,
}: {
  challengeToken: string;
  onSignedIn: (user: SessionUser) => void;
  onBack: () => void;
}) {
  const verifyMfa = useVerifyMfa();
  const form = useForm({ resolver: zodResolver(mfaCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: ({ code }) => verifyMfa.mutateAsync({ challengeToken, code }),
    onSuccess: onSignedIn,
    failure: describeError,
    showFailure: (message) => {
      form.setError('code', { message }, { shouldFocus: true });
      notifyError(message);
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="mfa-step-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={700} id="mfa-step-heading">
            Two-step verification
          </Text>
          <Text fz="sm" c="dimmed">
            Your account is protected with multi-factor authentication. Enter a code to finish signing in.
          </Text>
        </Stack>
        <TextInput
          label="Authentication code"
          description="6-digit code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          autoFocus
          maxLength={16}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Verify
        </Button>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
