import { useEffect, useState } from 'react';
import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES, hasPermission, type ManagedUser, type UserListQuery } from '@carenest/core';
import { ApiError } from '../../api/client.ts';
import { USERS_QUERY_KEY, editRequestOf, fetchUsers } from '../../api/users.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError } from '../../notifications/notify.ts';
import { CreateUserModal } from './CreateUserModal.tsx';
import { EditUserModal } from './EditUserModal.tsx';
import { PasswordLinksPanel } from './PasswordLinksPanel.tsx';
import { RestrictedNotice } from './RestrictedNotice.tsx';
import { ToggleActiveModal } from './ToggleActiveModal.tsx';
import { UserCardList } from './UserCardList.tsx';
import { UserFilterBar } from './UserFilterBar.tsx';
import { UserTable } from './UserTable.tsx';
import { useUserActions } from './use-user-actions.ts';

const TITLE = 'User Management';

/**
 * User management (/users, administrators): search, role and status filters, the accounts with their
 * status badges, Create User with a one-time setup link, Edit, activate/deactivate, Approve, Unlock,
 * and the outstanding password links.
 */
export function UsersPage() {
  usePageTitle(TITLE);
  const actor = useSignedInUser();
  const timeZone = useTimeZone();
  const isWide = useIsWideScreen();
  const canManage = hasPermission(actor.role, 'users', 'read');
  const [filters, setFilters] = useState<UserListQuery>({});
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [toggling, setToggling] = useState<ManagedUser | null>(null);
  const actions = useUserActions();
  const users = useQuery({
    queryKey: [USERS_QUERY_KEY, filters],
    queryFn: ({ signal }) => fetchUsers(filters, signal),
    placeholderData: keepPreviousData,
    enabled: canManage,
  });
  const failureStatus = users.error instanceof ApiError ? users.error.status : 0;
  const failureTime = users.errorUpdatedAt;
  useEffect(() => {
    if (failureTime > 0 && failureStatus !== 401 && failureStatus !== 403)
      notifyError(MESSAGES.failedToLoadUsers);
  }, [failureTime, failureStatus]);

  if (!canManage || failureStatus === 403) {
    return (
      <Stack>
        <PageHeader title={TITLE} />
        <RestrictedNotice message={MESSAGES.usersRestricted} />
      </Stack>
    );
  }

  const rowHandlers = {
    onEdit: setEditing,
    onToggleActive: setToggling,
    onApprove: (user: ManagedUser) => actions.approve.mutate(user),
    onUnlock: (user: ManagedUser) => actions.unlock.mutate(user),
  };
  const listProps = { actor: { id: actor.id, role: actor.role }, timeZone, busyUserId: actions.busyUserId };
  const data = users.data;

  return (
    <Stack gap="md">
      <PageHeader
        title={TITLE}
        subtitle="Staff and family accounts, approvals and one-time password links."
        actions={
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
            Create User
          </Button>
        }
      />
      <UserFilterBar filters={filters} onChange={setFilters} />
      {users.isError && failureStatus !== 401 ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadUsers}
          message="Check your connection and try again."
          onRetry={() => void users.refetch()}
          isRetrying={users.isFetching}
        />
      ) : null}
      {users.isPending && !users.isError ? <Skeleton height={320} radius="md" aria-hidden /> : null}
      {data && data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyListMessage>No users match these filters</EmptyListMessage>
        </Paper>
      ) : null}
      {data && data.length > 0 ? (
        isWide ? (
          <Paper withBorder radius="md">
            <UserTable users={data} handlers={rowHandlers} {...listProps} />
          </Paper>
        ) : (
          <UserCardList users={data} handlers={rowHandlers} {...listProps} />
        )
      ) : null}
      {data ? (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {data.length} {data.length === 1 ? 'user' : 'users'}
        </Text>
      ) : null}
      <PasswordLinksPanel timeZone={timeZone} />
      <CreateUserModal opened={isCreating} onClose={() => setIsCreating(false)} />
      <EditUserModal
        user={editing}
        actorId={actor.id}
        onClose={() => setEditing(null)}
        onSave={async (user, input) => {
          await actions.update.mutateAsync({ user, input });
          setEditing(null);
        }}
      />
      <ToggleActiveModal
        user={toggling}
        isSaving={actions.update.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={(user) =>
          actions.update.mutate(
            { user, input: { ...editRequestOf(user), isActive: !user.isActive } },
            { onSuccess: () => setToggling(null) },
          )
        }
      />
    </Stack>
  );
}
