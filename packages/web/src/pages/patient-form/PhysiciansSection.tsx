import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormCheckbox } from './ContactFields.tsx';
import { FormSection } from './FormSection.tsx';
import { PersonFields } from './PersonFields.tsx';
import { RepeatingItem } from './RepeatingItem.tsx';
import { RepeatingList } from './RepeatingList.tsx';
import { EMPTY_PHYSICIAN, type PatientFormValues } from './patient-form-values.ts';

/**
 * The patient's physicians: name, specialty, phone, email and the Primary mark. Part of the patient form and
 * of the chart's care details form.
 */
export function PhysiciansSection() {
  const {
    control,
    formState: { errors },
  } = useFormContext<Pick<PatientFormValues, 'physicians'>>();
  const { fields, append, remove } = useFieldArray({ control, name: 'physicians' });

  return (
    <FormSection title="Physicians" description="At most one physician can be primary.">
      <RepeatingList
        itemCount={fields.length}
        emptyText="No physicians yet."
        listError={errors.physicians?.root?.message ?? errors.physicians?.message}
        addLabel="Add physician"
        onAdd={() => append({ ...EMPTY_PHYSICIAN })}
      >
        {fields.map((field, index) => (
          <RepeatingItem
            key={field.id}
            heading={`Physician ${index + 1}`}
            removeLabel={`Remove physician ${index + 1}`}
            onRemove={() => remove(index)}
          >
            <PersonFields list="physicians" index={index} errors={errors.physicians?.[index]} />
            <FormCheckbox
              control={control}
              name={`physicians.${index}.isPrimary`}
              label="Primary physician"
            />
          </RepeatingItem>
        ))}
      </RepeatingList>
    </FormSection>
  );
}
