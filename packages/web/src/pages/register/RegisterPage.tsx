import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import {
  ERROR_CODES,
  MESSAGES,
  REGISTRATION_ROLES,
  registrationSchema,
  type RegistrationInput,
} from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import { useRegister } from '../../auth/auth-mutations.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { FullPageLoader } from '../../components/FullPageLoader.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { RoleCardGroup } from '../../components/RoleCardGroup.tsx';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { REGISTRATION_ROLE_DESCRIPTIONS } from './role-descriptions.ts';

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'role', 'password', 'confirmPassword'] as const;

/** The toast of a failed registration: the spec's sentence, or the throttling notice when throttled. */
function registrationFailureMessage(error: unknown): string {
  const isThrottled = error instanceof ApiError && error.code === ERROR_CODES.tooManyRequests;
  return isThrottled ? describeError(error) : MESSAGES.registrationFailed;
}

/**
 * The registration screen (/register): names, email, role cards (nurse by default), password and
 * confirmation. Every message comes from core's registration schema. On success the new account is
 * signed in and lands on the dashboard, where the HIPAA gate asks for the agreement; an address that already
 * had an account sees the same success and then the sign-in screen (its owner is told by email).
 */
export function RegisterPage() {
  usePageTitle('Create Account');
  const { user, isLoading } = useAuth();
  const register = useRegister();
  const navigate = useNavigate();
  const form = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      role: 'nurse',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  if (isLoading) return <FullPageLoader label="Checking your session" />;
  if (user) return <Navigate to="/dashboard" replace />;

  const submit = formSubmitHandler(form, {
    write: (values) => register.mutateAsync(values),
    success: MESSAGES.registrationSuccess,
    // Nobody signed in: the address already had an account, which this screen must not reveal.
    onSuccess: async (user) => {
      if (!user) await navigate('/login', { replace: true });
    },
    fields: FORM_FIELDS,
    failure: registrationFailureMessage,
  });

  return (
    <AuthScreenFrame title="Create Account" subtitle="Join your care team on CareNest">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleCardGroup
                label="I am registering as"
                roles={REGISTRATION_ROLES}
                descriptions={REGISTRATION_ROLE_DESCRIPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={errors.role?.message}
              />
            )}
          />
          <PasswordField
            label="Password"
            description="At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Alert color="teal" variant="light" icon={<IconShieldCheck aria-hidden />} p="sm">
            <Text fz="sm">
              Your account requires completing HIPAA compliance training. You will review and sign the HIPAA
              agreement right after creating your account.
            </Text>
          </Alert>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Create Account
          </Button>
          <Text ta="center" fz="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthScreenFrame>
  );
}
