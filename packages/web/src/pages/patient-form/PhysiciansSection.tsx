import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { PatientInput } from '@carenest/core';
import { FormCheckbox } from './ContactFields.tsx';
import { FormSection } from './FormSection.tsx';
import { ListErrorMessage, RepeatingItem } from './RepeatingItem.tsx';
import { EMPTY_PHYSICIAN, type PatientFormValues } from './patient-form-values.ts';

/** The patient's physicians: name, specialty, phone, email and the Primary mark. */
export function PhysiciansSection() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PatientFormValues, unknown, PatientInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'physicians' });

  return (
    <FormSection title="Physicians" description="At most one physician can be primary.">
      {fields.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No physicians yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {fields.map((field, index) => {
            const itemErrors = errors.physicians?.[index];
            return (
              <RepeatingItem
                key={field.id}
                heading={`Physician ${index + 1}`}
                removeLabel={`Remove physician ${index + 1}`}
                onRemove={() => remove(index)}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                  <TextInput
                    label="Name"
                    withAsterisk
                    autoComplete="off"
                    error={itemErrors?.name?.message}
                    {...register(`physicians.${index}.name`)}
                  />
                  <TextInput
                    label="Specialty"
                    withAsterisk
                    error={itemErrors?.specialty?.message}
                    {...register(`physicians.${index}.specialty`)}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    withAsterisk
                    autoComplete="off"
                    error={itemErrors?.phoneNumber?.message}
                    {...register(`physicians.${index}.phoneNumber`)}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="off"
                    error={itemErrors?.email?.message}
                    {...register(`physicians.${index}.email`)}
                  />
                </SimpleGrid>
                <FormCheckbox
                  control={control}
                  name={`physicians.${index}.isPrimary`}
                  label="Primary physician"
                />
              </RepeatingItem>
            );
          })}
        </Stack>
      )}
      <ListErrorMessage message={errors.physicians?.root?.message ?? errors.physicians?.message} />
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append({ ...EMPTY_PHYSICIAN })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add physician
      </Button>
    </FormSection>
  );
}
