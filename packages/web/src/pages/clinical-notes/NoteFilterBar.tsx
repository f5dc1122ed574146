import { Group, NativeSelect } from '@mantine/core';
import { CLINICAL_NOTE_FILTERS, CLINICAL_NOTE_FILTER_LABELS, type ClinicalNoteFilter } from '@carenest/core';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput.tsx';

const TYPE_OPTIONS = CLINICAL_NOTE_FILTERS.map((filter) => ({
  value: filter,
  label: CLINICAL_NOTE_FILTER_LABELS[filter],
}));

/** The note list's filters: search text and note type. */
export interface NoteFilters {
  search: string;
  type: ClinicalNoteFilter;
}

/** Search box (content or patient name) and the spec's note-type filter. */
export function NoteFilterBar({
  filters,
  onChange,
}: {
  filters: NoteFilters;
  onChange: (filters: NoteFilters) => void;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedSearchInput
        label="Search notes"
        placeholder="Note text or patient name"
        initialValue={filters.search}
        onSearch={(search) => onChange({ ...filters, search })}
      />
      <NativeSelect
        label="Note type"
        data={TYPE_OPTIONS}
        value={filters.type}
        onChange={(event) => onChange({ ...filters, type: event.currentTarget.value as ClinicalNoteFilter })}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
