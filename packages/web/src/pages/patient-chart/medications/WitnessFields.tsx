import type { UseFormReturn } from 'react-hook-form';
import { Fieldset, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { AdministerFormResult, AdministerFormValues } from '@carenest/core';

/**
 * The witness of a controlled medication's dose: a second nurse types their own email and password (and
 * their authenticator code when they use one) in the dialog. Nothing is remembered by the browser: the
 * fields never autofill the administering nurse's credentials.
 */
export function WitnessFields({
  form,
}: {
  form: UseFormReturn<AdministerFormValues, unknown, AdministerFormResult>;
}) {
  const { errors } = form.formState;
  return (
    <Fieldset legend="Witness (second nurse)" variant="filled">
      <Text fz="sm" c="dimmed" mb="xs">
        A controlled medication needs a second nurse to witness the dose and sign with their own account.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Witness email"
          type="email"
          autoComplete="off"
          withAsterisk
          error={errors.witnessEmail?.message}
          {...form.register('witnessEmail')}
        />
        <PasswordInput
          label="Witness password"
          autoComplete="new-password"
          withAsterisk
          error={errors.witnessPassword?.message}
          {...form.register('witnessPassword')}
        />
        <TextInput
          label="Witness MFA code"
          description="Only if the witness uses two-factor sign-in"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={errors.witnessMfaCode?.message}
          {...form.register('witnessMfaCode')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
