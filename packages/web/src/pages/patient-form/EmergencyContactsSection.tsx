import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { PatientInput } from '@carenest/core';
import { FormCheckbox } from './ContactFields.tsx';
import { FormSection } from './FormSection.tsx';
import { ListErrorMessage, RepeatingItem } from './RepeatingItem.tsx';
import { EMPTY_EMERGENCY_CONTACT, type PatientFormValues } from './patient-form-values.ts';

/** Emergency contacts: name, relationship, phone, email, and the Primary and Authorized pickup marks. */
export function EmergencyContactsSection() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PatientFormValues, unknown, PatientInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'emergencyContacts' });

  return (
    <FormSection title="Emergency contacts" description="At most one contact can be primary.">
      {fields.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No emergency contacts yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {fields.map((field, index) => {
            const itemErrors = errors.emergencyContacts?.[index];
            return (
              <RepeatingItem
                key={field.id}
                heading={`Contact ${index + 1}`}
                removeLabel={`Remove contact ${index + 1}`}
                onRemove={() => remove(index)}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                  <TextInput
                    label="Name"
                    withAsterisk
                    autoComplete="off"
                    error={itemErrors?.name?.message}
                    {...register(`emergencyContacts.${index}.name`)}
                  />
                  <TextInput
                    label="Relationship"
                    withAsterisk
                    placeholder="Mother, Grandparent…"
                    error={itemErrors?.relationship?.message}
                    {...register(`emergencyContacts.${index}.relationship`)}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    withAsterisk
                    autoComplete="off"
                    error={itemErrors?.phoneNumber?.message}
                    {...register(`emergencyContacts.${index}.phoneNumber`)}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="off"
                    error={itemErrors?.email?.message}
                    {...register(`emergencyContacts.${index}.email`)}
                  />
                </SimpleGrid>
                <Group gap="lg">
                  <FormCheckbox
                    control={control}
                    name={`emergencyContacts.${index}.isPrimary`}
                    label="Primary contact"
                  />
                  <FormCheckbox
                    control={control}
                    name={`emergencyContacts.${index}.canPickup`}
                    label="Authorized pickup"
                  />
                </Group>
              </RepeatingItem>
            );
          })}
        </Stack>
      )}
      <ListErrorMessage
        message={errors.emergencyContacts?.root?.message ?? errors.emergencyContacts?.message}
      />
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append({ ...EMPTY_EMERGENCY_CONTACT })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add contact
      </Button>
    </FormSection>
  );
}
