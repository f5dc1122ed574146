import { useEffect, useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { MESSAGES, USER_PAGE_SIZES, userPolicy, type ManagedUser } from '@carenest/core';
import { ApiError } from '../../api/client.ts';
import { editRequestOf, useUsers, type UserListFilters } from '../../api/users.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError } from '../../notifications/notify.ts';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { PasswordLinksPanel } from './PasswordLinksPanel.tsx';
import { RestrictedNotice } from '../../components/RestrictedNotice.tsx';
import { ToggleActiveDialog } from './ToggleActiveDialog.tsx';
import { UserCardList } from './UserCardList.tsx';
import { UserFilterBar } from './UserFilterBar.tsx';
import { UserTable } from './UserTable.tsx';
import { USER_CHANGE_TOASTS, useUserActions } from './use-user-actions.ts';
import { submitForm } from '../../forms/submit-form.ts';

const TITLE = 'User Management';
/** Accounts per page of the list. */
const PAGE_SIZE = USER_PAGE_SIZES.default;

/**
 * User management (/users, administrators): search, role and status filters, the accounts with their
 * status badges, Create User with a one-time setup link, Edit, activate/deactivate, Approve, Unlock,
 * and the outstanding password links.
 */
export function UsersPage() {
  usePageTitle(TITLE);
  const actor = policyActorOf(useSignedInUser());
  const timeZone = useTimeZone();
  const isWide = useIsWideScreen();
  const canManage = userPolicy.canRead(actor);
  const [filters, setFilters] = useState<UserListFilters>({});
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [toggling, setToggling] = useState<ManagedUser | null>(null);
  const actions = useUserActions();
  const users = useUsers({ ...filters, page, pageSize: PAGE_SIZE }, { enabled: canManage });
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
    onApprove: actions.approve,
    onUnlock: actions.unlock,
  };
  const listProps = { actor, timeZone, busyUserId: actions.busyUserId };
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
      <UserFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {users.isError && failureStatus !== 401 ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadUsers}
          message="Check your connection and try again."
          onRetry={() => void users.refetch()}
          isRetrying={users.isFetching}
        />
      ) : null}
      {users.isPending && !users.isError ? <Skeleton height={320} radius="md" aria-hidden /> : null}
      {data && data.items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyListMessage>No users match these filters</EmptyListMessage>
        </Paper>
      ) : null}
      {data && data.items.length > 0 ? (
        isWide ? (
          <Paper withBorder radius="md">
            <UserTable users={data.items} handlers={rowHandlers} {...listProps} />
          </Paper>
        ) : (
          <UserCardList users={data.items} handlers={rowHandlers} {...listProps} />
        )
      ) : null}
      {data ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <LabelledPagination total={data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
          <Text fz="sm" c="dimmed" aria-live="polite">
            {data.total} {data.total === 1 ? 'user' : 'users'}
          </Text>
        </Group>
      ) : null}
      <PasswordLinksPanel timeZone={timeZone} />
      <CreateUserDialog opened={isCreating} onClose={() => setIsCreating(false)} />
      <EditUserDialog
        user={editing}
        actorId={actor.userId}
        onClose={() => setEditing(null)}
        onSave={async (user, input) => {
          await actions.update(user, input);
          setEditing(null);
        }}
      />
      <ToggleActiveDialog
        user={toggling}
        isSaving={actions.isUpdating}
        onCancel={() => setToggling(null)}
        onConfirm={(user) =>
          void submitForm({
            ...USER_CHANGE_TOASTS,
            write: () => actions.update(user, { ...editRequestOf(user), isActive: !user.isActive }),
            onSuccess: () => setToggling(null),
          })
        }
      />
    </Stack>
  );
}
