import { Group } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { PatientInput } from '@carenest/core';
import { FormCheckbox } from './ContactFields.tsx';
import { FormSection } from './FormSection.tsx';
import { PersonFields } from './PersonFields.tsx';
import { RepeatingItem } from './RepeatingItem.tsx';
import { RepeatingList } from './RepeatingList.tsx';
import { EMPTY_EMERGENCY_CONTACT, type PatientFormValues } from './patient-form-values.ts';

/** Emergency contacts: name, relationship, phone, email, and the Primary and Authorized pickup marks. */
export function EmergencyContactsSection() {
  const {
    control,
    formState: { errors },
  } = useFormContext<PatientFormValues, unknown, PatientInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'emergencyContacts' });

  return (
    <FormSection title="Emergency contacts" description="At most one contact can be primary.">
      <RepeatingList
        itemCount={fields.length}
        emptyText="No emergency contacts yet."
        listError={errors.emergencyContacts?.root?.message ?? errors.emergencyContacts?.message}
        addLabel="Add contact"
        onAdd={() => append({ ...EMPTY_EMERGENCY_CONTACT })}
      >
        {fields.map((field, index) => (
          <RepeatingItem
            key={field.id}
            heading={`Contact ${index + 1}`}
            removeLabel={`Remove contact ${index + 1}`}
            onRemove={() => remove(index)}
          >
            <PersonFields list="emergencyContacts" index={index} errors={errors.emergencyContacts?.[index]} />
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
        ))}
      </RepeatingList>
    </FormSection>
  );
}
