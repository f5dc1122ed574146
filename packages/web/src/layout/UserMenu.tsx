import { useState, type ComponentProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconFileText,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { ROLE_LABELS, monitoringPolicy, type SessionUser } from '@carenest/core';
import { policyActorOf } from '../auth/policy-actor.ts';
import { useAuth } from '../auth/use-auth.ts';
import { initialsOf } from '../components/initials.ts';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint.ts';
import classes from './UserMenu.module.css';

/** What the user menu's button shows: the avatar's initials, the full name and the role's label. */
type UserMenuButtonProps = { initials: string; fullName: string; roleLabel: string } & ComponentProps<
  typeof UnstyledButton<'button'>
>;

/** The user menu's button: initials, and on a wide screen the full name and role. */
function UserMenuButton({ initials, fullName, roleLabel, ...props }: UserMenuButtonProps) {
  return (
    <UnstyledButton
      p={4}
      style={{ borderRadius: 8 }}
      aria-label={`Account menu for ${fullName}, ${roleLabel}`}
      {...props}
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar color="teal" radius="xl" aria-hidden>
          <span className={classes.initials} data-initials={initials} />
        </Avatar>
        <Box visibleFrom="sm" style={{ lineHeight: 1.2 }}>
          <Text fz="sm" fw={600} truncate maw={180}>
            {fullName}{' '}
          </Text>
          <Text fz="xs" c="dimmed">
            {roleLabel}
          </Text>
        </Box>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/**
 * The top bar's user block: initials, full name and role, opening Profile, Settings, (for those the
 * monitoring policy lets read them) Audit Log and Security, and Sign out. The button's accessible name says
 * what it is and whose it is ("Account menu for Nurse User, Nurse"), at every width; the visible name and
 * role read as its last words ("Nurse User, Nurse"), so what a voice-control user sees is what they can say.
 *
 * The first screen draws the button alone and the menu once it has painted, as the notification bell does; a
 * click in between opens the menu then.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const fullName = `${user.firstName} ${user.lastName}`;
  const roleLabel = ROLE_LABELS[user.role];
  const button = { initials: initialsOf(user), fullName, roleLabel };
  const actor = policyActorOf(user);
  const canReadAuditLog = monitoringPolicy.canReadAuditLog(actor);
  const canReadSecurityEvents = monitoringPolicy.canReadSecurityEvents(actor);
  const hasPainted = useAfterFirstPaint();
  const [isOpenedEarly, setIsOpenedEarly] = useState(false);

  const signOutAndLeave = async () => {
    await signOut();
    await navigate('/login', { replace: true });
  };

  if (!hasPainted) return <UserMenuButton {...button} onClick={() => setIsOpenedEarly(true)} />;

  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={isOpenedEarly}>
      <Menu.Target>
        <UserMenuButton {...button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {fullName} · {roleLabel}
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          Settings
        </Menu.Item>
        {canReadAuditLog ? (
          <Menu.Item component={Link} to="/audit-log" leftSection={<IconFileText size={16} aria-hidden />}>
            Audit Log
          </Menu.Item>
        ) : null}
        {canReadSecurityEvents ? (
          <Menu.Item component={Link} to="/security" leftSection={<IconShieldLock size={16} aria-hidden />}>
            Security
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOutAndLeave}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
