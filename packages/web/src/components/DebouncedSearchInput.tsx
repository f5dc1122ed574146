import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/** How long typing must pause before a search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: it shows every keystroke at once and hands the trimmed text to `onSearch` once typing
 * pauses for 300 ms, so a search does not hit the server per key.
 */
export function DebouncedSearchInput({
  label,
  placeholder,
  initialValue,
  onSearch,
}: {
  label: string;
  placeholder: string;
  initialValue: string;
  onSearch: (search: string) => void;
}) {
  const [searchText, setSearchText] = useState(initialValue);
  const applySearch = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={searchText}
      onChange={(event) => {
        setSearchText(event.currentTarget.value);
        applySearch(event.currentTarget.value.trim());
      }}
      style={{ flex: '1 1 240px' }}
    />
  );
}
