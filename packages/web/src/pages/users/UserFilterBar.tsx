import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  ROLES,
  ROLE_LABELS,
  USER_STATUS_FILTERS,
  USER_STATUS_FILTER_LABELS,
  type Role,
  type UserListQuery,
  type UserStatusFilter,
} from '@carenest/core';

const SEARCH_DEBOUNCE_MS = 300;
const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...USER_STATUS_FILTERS.map((status) => ({ value: status, label: USER_STATUS_FILTER_LABELS[status] })),
];

/** Search by name or email, role filter and status filter of the user list. */
export function UserFilterBar({
  filters,
  onChange,
}: {
  filters: UserListQuery;
  onChange: (filters: UserListQuery) => void;
}) {
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const applySearch = useDebouncedCallback(
    (search: string) => onChange({ ...filters, search: search || undefined }),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search users"
        placeholder="Name or email"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          applySearch(event.currentTarget.value.trim());
        }}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Role"
        data={ROLE_OPTIONS}
        value={filters.role ?? ''}
        onChange={(role) => onChange({ ...filters, role: (role || undefined) as Role | undefined })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={filters.status ?? ''}
        onChange={(status) =>
          onChange({ ...filters, status: (status || undefined) as UserStatusFilter | undefined })
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
