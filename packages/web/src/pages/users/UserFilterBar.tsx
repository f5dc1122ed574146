import { Group, Select } from '@mantine/core';
import {
  ROLES,
  ROLE_LABELS,
  USER_STATUS_FILTERS,
  USER_STATUS_FILTER_LABELS,
  type Role,
  type UserStatusFilter,
} from '@carenest/core';
import type { UserListFilters } from '../../api/users.ts';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput.tsx';

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
  filters: UserListFilters;
  onChange: (filters: UserListFilters) => void;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedSearchInput
        label="Search users"
        placeholder="Name or email"
        initialValue={filters.search ?? ''}
        onSearch={(search) => onChange({ ...filters, search: search || undefined })}
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
