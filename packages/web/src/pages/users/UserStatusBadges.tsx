import { Badge, Group } from '@mantine/core';
import type { ManagedUser } from '@carenest/core';

/** An account's status at a glance: Active or Inactive, Pending approval, Locked, MFA. */
export function UserStatusBadges({ user }: { user: ManagedUser }) {
  return (
    <Group gap={6} wrap="wrap">
      {user.isActive ? (
        <Badge color="green" variant="light">
          Active
        </Badge>
      ) : (
        <Badge color="gray" variant="filled">
          Inactive
        </Badge>
      )}
      {user.accountStatus === 'pending' ? (
        <Badge color="yellow" variant="light">
          Pending approval
        </Badge>
      ) : null}
      {user.isLocked ? (
        <Badge color="red" variant="light">
          Locked
        </Badge>
      ) : null}
      {user.mfaEnabled ? (
        <Badge color="indigo" variant="outline">
          MFA
        </Badge>
      ) : null}
    </Group>
  );
}
