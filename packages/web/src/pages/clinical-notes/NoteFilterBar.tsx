import { useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { CLINICAL_NOTE_FILTERS, CLINICAL_NOTE_FILTER_LABELS, type ClinicalNoteFilter } from '@carenest/core';

const SEARCH_DEBOUNCE_MS = 300;
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
  const [searchText, setSearchText] = useState(filters.search);
  const applySearch = useDebouncedCallback(
    (search: string) => onChange({ ...filters, search }),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search notes"
        placeholder="Note text or patient name"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          applySearch(event.currentTarget.value.trim());
        }}
        style={{ flex: '1 1 240px' }}
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
