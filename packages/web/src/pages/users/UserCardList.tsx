import { Link } from 'react-router';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { ROLE_LABELS, formatDateTime, type ManagedUser, type PolicyActor } from '@carenest/core';
import { UserRowActions, type UserRowHandlers } from './UserRowActions.tsx';
import { UserStatusBadges } from './UserStatusBadges.tsx';
import { isCaregiverRole } from './user-permissions.ts';

/** The user list as cards (phones): the same facts and actions as the table. */
export function UserCardList({
  users,
  actor,
  timeZone,
  busyUserId,
  handlers,
}: {
  users: ManagedUser[];
  actor: PolicyActor;
  timeZone: string;
  busyUserId: string | null;
  handlers: UserRowHandlers;
}) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Paper key={user.id} component="li" withBorder radius="md" p="sm">
          <Stack gap={8}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/users/${user.id}`} fw={600}>
                  {user.firstName} {user.lastName}
                </Anchor>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </Stack>
              <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {ROLE_LABELS[user.role]}
              </Text>
            </Group>
            <UserStatusBadges user={user} />
            <Text fz="xs" c="dimmed">
              {isCaregiverRole(user.role)
                ? `Patients ${user.currentPatientCount} of ${user.maxPatientLoad} · `
                : ''}
              Last sign-in {user.lastLogin ? formatDateTime(new Date(user.lastLogin), timeZone) : 'never'}
            </Text>
            <UserRowActions user={user} actor={actor} busyUserId={busyUserId} handlers={handlers} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
