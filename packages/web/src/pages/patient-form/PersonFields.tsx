import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext, type FieldError } from 'react-hook-form';
import type { PatientFormValues } from './patient-form-values.ts';

/** The field errors of one contact or physician entry. */
type PersonErrors = Partial<
  Record<'name' | 'relationship' | 'specialty' | 'phoneNumber' | 'email', FieldError>
>;

/**
 * The inputs a contact and a physician share (name, phone, email) around the one that tells them apart: the
 * contact's relationship or the physician's specialty.
 */
export function PersonFields({
  list,
  index,
  errors,
}: {
  list: 'emergencyContacts' | 'physicians';
  index: number;
  errors: PersonErrors | undefined;
}) {
  const { register } = useFormContext<Pick<PatientFormValues, 'emergencyContacts' | 'physicians'>>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label="Name"
        withAsterisk
        autoComplete="off"
        error={errors?.name?.message}
        {...register(`${list}.${index}.name`)}
      />
      {list === 'emergencyContacts' ? (
        <TextInput
          label="Relationship"
          withAsterisk
          placeholder="Mother, Grandparent…"
          error={errors?.relationship?.message}
          {...register(`emergencyContacts.${index}.relationship`)}
        />
      ) : (
        <TextInput
          label="Specialty"
          withAsterisk
          error={errors?.specialty?.message}
          {...register(`physicians.${index}.specialty`)}
        />
      )}
      <TextInput
        label="Phone"
        type="tel"
        withAsterisk
        autoComplete="off"
        error={errors?.phoneNumber?.message}
        {...register(`${list}.${index}.phoneNumber`)}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="off"
        error={errors?.email?.message}
        {...register(`${list}.${index}.email`)}
      />
    </SimpleGrid>
  );
}
