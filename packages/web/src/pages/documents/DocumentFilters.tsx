import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@carenest/core';
import { usePatientOptions } from '../../api/patient-options.ts';

/** The screen's filters: search text, patient (unless the screen is one patient's) and category. */
export interface DocumentFilterValues {
  search: string;
  patientId: string | null;
  category: DocumentCategory | null;
}

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All categories' },
  ...DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] })),
];

/** Search by file name or patient, and the patient and category filters of the spec. */
export function DocumentFilters({
  values,
  isPatientFilterShown,
  onChange,
}: {
  values: DocumentFilterValues;
  isPatientFilterShown: boolean;
  onChange: (values: DocumentFilterValues) => void;
}) {
  const patients = usePatientOptions('all', isPatientFilterShown);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="File name, patient name or ID"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      {isPatientFilterShown ? (
        <Select
          label="Patient"
          placeholder="All patients"
          data={patients.data ?? []}
          value={values.patientId}
          onChange={(patientId) => onChange({ ...values, patientId })}
          searchable
          clearable
          style={{ flex: '1 1 200px' }}
        />
      ) : null}
      <Select
        label="Category"
        data={CATEGORY_OPTIONS}
        value={values.category ?? 'all'}
        onChange={(value) =>
          onChange({ ...values, category: !value || value === 'all' ? null : (value as DocumentCategory) })
        }
        allowDeselect={false}
        style={{ flex: '1 1 180px' }}
      />
    </Group>
  );
}
