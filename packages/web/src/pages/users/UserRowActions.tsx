import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconLockOpen, IconPencil, IconPower } from '@tabler/icons-react';
import { userPolicy, type ManagedUser, type PolicyActor } from '@carenest/core';
import { canToggleUser } from './user-permissions.ts';

/** What a row's buttons do. */
export interface UserRowHandlers {
  onEdit: (user: ManagedUser) => void;
  onToggleActive: (user: ManagedUser) => void;
  onApprove: (user: ManagedUser) => void;
  onUnlock: (user: ManagedUser) => void;
}

/** The buttons of one account: Approve (pending), Unlock (locked), Edit, and Activate or Deactivate. */
export function UserRowActions({
  user,
  actor,
  busyUserId,
  handlers,
}: {
  user: ManagedUser;
  actor: PolicyActor;
  busyUserId: string | null;
  handlers: UserRowHandlers;
}) {
  const fullName = `${user.firstName} ${user.lastName}`;
  const isBusy = busyUserId === user.id;
  const canUpdate = userPolicy.canUpdate(actor, user);
  return (
    <Group gap={6} wrap="wrap">
      {user.accountStatus === 'pending' ? (
        <Button
          size="compact-sm"
          color="teal"
          leftSection={<IconCircleCheck size={14} aria-hidden />}
          onClick={() => handlers.onApprove(user)}
          loading={isBusy}
          aria-label={`Approve ${fullName}`}
        >
          Approve
        </Button>
      ) : null}
      {user.isLocked && canUpdate ? (
        <Button
          size="compact-sm"
          color="orange"
          variant="light"
          leftSection={<IconLockOpen size={14} aria-hidden />}
          onClick={() => handlers.onUnlock(user)}
          loading={isBusy}
          aria-label={`Unlock ${fullName}`}
        >
          Unlock
        </Button>
      ) : null}
      {canUpdate ? (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => handlers.onEdit(user)}
          aria-label={`Edit ${fullName}`}
        >
          Edit
        </Button>
      ) : null}
      {canToggleUser(actor, user) ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color={user.isActive ? 'red' : 'green'}
          leftSection={<IconPower size={14} aria-hidden />}
          onClick={() => handlers.onToggleActive(user)}
          aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${fullName}`}
        >
          {user.isActive ? 'Deactivate' : 'Activate'}
        </Button>
      ) : null}
    </Group>
  );
}
