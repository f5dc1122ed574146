import { memo } from 'react';
import { Controller, useFormState, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { SIGN_IN_ROLE_CARDS, type SignInInput } from '@carenest/core';
import type { DemoAccount } from '../../api/auth.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { RoleCardGroup } from '../../components/RoleCardGroup.tsx';
import { DemoAccessBox } from './DemoAccessBox.tsx';

/** What the sign-in form's fields show and do; every prop keeps its identity while it means the same. */
interface SignInFieldsProps {
  form: UseFormReturn<SignInInput>;
  failureMessage: string | null;
  isRememberMeChecked: boolean;
  onRememberMeChange: (isChecked: boolean) => void;
  onChooseDemoAccount: (account: DemoAccount) => void;
}

/**
 * The sign-in form's contents: the failure, role cards, email, password, remember-me, the submit button, Demo
 * Access and the way to register. Memoized, and reading the form's errors and submitting state itself
 * (`useFormState`): react-hook-form redraws the component that calls `useForm` once as it mounts, inside React's
 * commit, and this way that redraw stops at the sign-in screen's frame instead of drawing every field again.
 */
export const SignInFields = memo(function SignInFields({
  form,
  failureMessage,
  isRememberMeChecked,
  onRememberMeChange,
  onChooseDemoAccount,
}: SignInFieldsProps) {
  const { errors, isSubmitting } = useFormState({ control: form.control });
  return (
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
          onChange={(event) => onRememberMeChange(event.currentTarget.checked)}
        />
        <Anchor component={Link} to="/forgot-password" fz="sm">
          Forgot password?
        </Anchor>
      </Group>
      <Button type="submit" size="md" fullWidth loading={isSubmitting}>
        Sign In
      </Button>
      <DemoAccessBox onChoose={onChooseDemoAccount} />
      <Text ta="center" fz="sm">
        New to CareNest?{' '}
        <Anchor component={Link} to="/register">
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
});
