import { Controller, type UseFormReturn } from 'react-hook-form';
import { NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { ianaTimeZones, type SetupFormValues } from '@carenest/core';
import { PasswordField } from '../../components/PasswordField.tsx';

/** The state rule sets a facility is licensed under, as the form offers them. */
const STATE_RULE_OPTIONS = [
  { value: 'texas', label: 'Texas' },
  { value: 'florida', label: 'Florida' },
];

/** The facility's and the first administrator's fields of the setup form, labelled as the checks name them. */
export function SetupFields({ form }: { form: UseFormReturn<SetupFormValues> }) {
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <TextInput
        label="Setup code"
        description="Printed in the server's log as “setup code: XXXX-XXXX-XXXX”"
        autoComplete="off"
        spellCheck={false}
        error={errors.setupCode?.message}
        {...form.register('setupCode')}
      />
      <Title order={2} fz="lg" mt="xs">
        Facility
      </Title>
      <TextInput
        label="Facility name"
        autoComplete="organization"
        error={errors.facility?.name?.message}
        {...form.register('facility.name')}
      />
      <TextInput
        label="Address"
        autoComplete="street-address"
        error={errors.facility?.address?.message}
        {...form.register('facility.address')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.facility?.phone?.message}
          {...form.register('facility.phone')}
        />
        <Controller
          control={form.control}
          name="facility.licensedCapacity"
          render={({ field }) => (
            <NumberInput
              label="Licensed capacity"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={errors.facility?.licensedCapacity?.message}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label="Time zone"
          data={[...ianaTimeZones()]}
          error={errors.facility?.timeZone?.message}
          {...form.register('facility.timeZone')}
        />
        <NativeSelect
          label="State rules"
          data={STATE_RULE_OPTIONS}
          error={errors.facility?.stateRuleSet?.message}
          {...form.register('facility.stateRuleSet')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2 }} spacing="md">
        <TextInput
          label="Opens at"
          type="time"
          error={errors.facility?.opensAt?.message}
          {...form.register('facility.opensAt')}
        />
        <TextInput
          label="Closes at"
          type="time"
          error={errors.facility?.closesAt?.message}
          {...form.register('facility.closesAt')}
        />
      </SimpleGrid>
      <Title order={2} fz="lg" mt="xs">
        First administrator
      </Title>
      <Text fz="sm" c="dimmed">
        Signs in with the Administrator card, signs the HIPAA agreement and enrols multi-factor
        authentication.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          error={errors.administrator?.firstName?.message}
          {...form.register('administrator.firstName')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          error={errors.administrator?.lastName?.message}
          {...form.register('administrator.lastName')}
        />
      </SimpleGrid>
      <TextInput
        label="Administrator email"
        type="email"
        autoComplete="email"
        error={errors.administrator?.email?.message}
        {...form.register('administrator.email')}
      />
      <PasswordField
        label="Password"
        description="At least 8 characters, with upper and lower case letters, a number and one of @$!%*?&"
        autoComplete="new-password"
        error={errors.administrator?.password?.message}
        {...form.register('administrator.password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.administrator?.confirmPassword?.message}
        {...form.register('administrator.confirmPassword')}
      />
    </Stack>
  );
}
