import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MESSAGES, signInSchema, type SignInInput } from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import type { DemoAccount } from '../../api/auth.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { readSignInOrigin } from '../../auth/origin.ts';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { DemoAccessBox } from './DemoAccessBox.tsx';
import { readRememberedSignIn, storeRememberedSignIn } from './remembered-sign-in.ts';
import { RoleCardGroup } from './RoleCardGroup.tsx';

const FORM_FIELDS = ['email', 'password', 'role'] as const;

/**
 * The sign-in screen (/login): role cards, email, password, remember-me, Demo Access. On success
 * it welcomes the user and returns to the remembered origin or the dashboard.
 */
export function LoginPage() {
  usePageTitle('Sign In');
  const { user, isLoading, signIn } = useAuth();
  const location = useLocation();
  const [remembered] = useState(readRememberedSignIn);
  const [isRememberMeChecked, setIsRememberMeChecked] = useState(remembered !== null);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: remembered?.email ?? '', password: '', role: remembered?.role ?? 'parent' },
  });
  const { errors, isSubmitting } = form.formState;

  if (isLoading) return <FullPageLoader label="Checking your session" />;
  if (user) return <Navigate to={readSignInOrigin(location.state)} replace />;

  const submit = form.handleSubmit(async (values: SignInInput) => {
    setFailureMessage(null);
    try {
      await signIn(values);
      storeRememberedSignIn(isRememberMeChecked ? { email: values.email, role: values.role } : null);
      notifySuccess(MESSAGES.welcome);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of FORM_FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      }
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

  return (
    <AuthScreenFrame title="Sign in to CareNest" subtitle="Care coordination for pediatric extended care">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failureMessage ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Sign-in failed">
              {failureMessage}
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleCardGroup value={field.value} onChange={field.onChange} error={errors.role?.message} />
            )}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
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
    </AuthScreenFrame>
  );
}
