import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconClockPause } from '@tabler/icons-react';
import { MESSAGES, SIGN_IN_ROLE_CARDS, signInSchema, type SignInInput } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import type { DemoAccount } from '../../api/auth.ts';
import { useSignIn } from '../../auth/auth-mutations.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { readSignInOrigin } from '../../auth/origin.ts';
import { clearSignOutNotice, readSignOutNotice } from '../../auth/sign-out-notice.ts';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { RoleCardGroup } from '../../components/RoleCardGroup.tsx';
import { applyServerFieldErrors } from '../../forms/apply-server-field-errors.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { DemoAccessBox } from './DemoAccessBox.tsx';
import { MfaCodeForm } from './MfaCodeForm.tsx';
import { readRememberedSignIn, storeRememberedSignIn } from './remembered-sign-in.ts';

const FORM_FIELDS = ['email', 'password', 'role'] as const;

/**
 * The sign-in screen (/login): role cards, email, password, remember-me, Demo Access, then the MFA
 * code step for accounts that have MFA. On success it welcomes the user and returns to the
 * remembered origin or the dashboard. After an automatic sign-out it says why.
 */
export function LoginPage() {
  usePageTitle('Sign In');
  const { user, isLoading } = useAuth();
  const signIn = useSignIn();
  const location = useLocation();
  const [remembered] = useState(readRememberedSignIn);
  const [signOutNotice] = useState(readSignOutNotice);
  const [isRememberMeChecked, setIsRememberMeChecked] = useState(remembered !== null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [mfaChallenge, setMfaChallenge] = useState<{
    token: string;
    email: string;
    role: SignInInput['role'];
  }>();
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: remembered?.email ?? '', password: '', role: remembered?.role ?? 'parent' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(clearSignOutNotice, []);

  if (isLoading) return <FullPageLoader label="Checking your session" />;
  if (user) return <Navigate to={readSignInOrigin(location.state)} replace />;

  const welcome = (remember: { email: string; role: SignInInput['role'] }) => {
    storeRememberedSignIn(isRememberMeChecked ? remember : null);
    notifySuccess(MESSAGES.welcome);
  };

  const submit = form.handleSubmit(async (values: SignInInput) => {
    setFailureMessage(null);
    try {
      const outcome = await signIn.mutateAsync(values);
      if (outcome.status === 'mfaRequired') {
        setMfaChallenge({ token: outcome.challengeToken, email: values.email, role: values.role });
        return;
      }
      welcome(values);
    } catch (error) {
      applyServerFieldErrors(error, FORM_FIELDS, form.setError);
      const message = describeError(error);
      setFailureMessage(message);
      notifyError(message);
    }
  });

  const fillDemoAccount = (account: DemoAccount) => {
    form.setValue('email', account.email, { shouldValidate: true });
    form.setValue('password', account.password, { shouldValidate: true });
    form.setValue('role', account.role === 'super_admin' ? 'administrator' : account.role, {
      shouldValidate: true,
    });
    setFailureMessage(null);
  };

  const leaveMfaStep = () => {
    setMfaChallenge(undefined);
    form.setValue('password', '');
  };

  return (
    <AuthScreenFrame title="Sign in to CareNest" subtitle="Care coordination for pediatric extended care">
      {signOutNotice ? (
        <Alert color="yellow" variant="light" icon={<IconClockPause aria-hidden />} title="Signed out">
          {signOutNotice}
        </Alert>
      ) : null}
      {mfaChallenge ? (
        <MfaCodeForm
          challengeToken={mfaChallenge.token}
          onSignedIn={() => welcome({ email: mfaChallenge.email, role: mfaChallenge.role })}
          onBack={leaveMfaStep}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failureMessage ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title="Sign-in failed"
              >
                {failureMessage}
              </Alert>
            ) : null}
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RoleCardGroup
                  label="I am signing in as"
                  roles={SIGN_IN_ROLE_CARDS}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.role?.message}
                />
              )}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Checkbox
                label="Remember me"
                checked={isRememberMeChecked}
                onChange={(event) => setIsRememberMeChecked(event.currentTarget.checked)}
              />
              <Anchor component={Link} to="/forgot-password" fz="sm">
                Forgot password?
              </Anchor>
            </Group>
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              Sign In
            </Button>
            <DemoAccessBox onChoose={fillDemoAccount} />
            <Text ta="center" fz="sm">
              New to CareNest?{' '}
              <Anchor component={Link} to="/register">
                Create an account
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthScreenFrame>
  );
}
