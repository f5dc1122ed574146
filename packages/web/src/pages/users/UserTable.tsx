import { Link } from 'react-router';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { ROLE_LABELS, formatDateTime, type ManagedUser, type PolicyActor } from '@carenest/core';
import { UserRowActions, type UserRowHandlers } from './UserRowActions.tsx';
import { UserStatusBadges } from './UserStatusBadges.tsx';
import { isCaregiverRole } from './user-permissions.ts';

/** The user list as a table (wide screens): name and email, role, status badges, load, last sign-in, actions. */
export function UserTable({
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
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Patient load</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={`/users/${user.id}`} fw={600} fz="sm">
                    {user.firstName} {user.lastName}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
              <Table.Td>
                <UserStatusBadges user={user} />
              </Table.Td>
              <Table.Td>
                {isCaregiverRole(user.role) ? `${user.currentPatientCount} / ${user.maxPatientLoad}` : '—'}
              </Table.Td>
              <Table.Td fz="sm">
                {user.lastLogin ? formatDateTime(new Date(user.lastLogin), timeZone) : 'Never'}
              </Table.Td>
              <Table.Td>
                <UserRowActions user={user} actor={actor} busyUserId={busyUserId} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
