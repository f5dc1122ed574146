import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { mfaDisableSchema } from '@carenest/core';
import { useDisableMfa } from '../../api/account.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { PasswordField } from '../../components/PasswordField.tsx';

const FIELDS = ['password', 'code'] as const;

/** Turning MFA off: proven by the account password and a current authenticator or recovery code. */
export function MfaDisableForm({ onDisabled }: { onDisabled: () => void }) {
  const disabling = useDisableMfa();
  const form = useForm<{ password: string; code: string }>({
    resolver: zodResolver(mfaDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: (values) => disabling.mutateAsync(values),
    onSuccess: () => {
      form.reset();
      onDisabled();
    },
    fields: FIELDS,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={440}>
        <Text fz="sm">To turn two-factor authentication off, confirm your password and a current code.</Text>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextInput
          label="Authenticator or recovery code"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button
          type="submit"
          color="red"
          variant="outline"
          loading={isSubmitting}
          style={{ alignSelf: 'flex-start' }}
        >
          Disable two-factor authentication
        </Button>
      </Stack>
    </form>
  );
}
