import type { ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { Menu } from '@mantine/core';
import { IconFileText, IconLogout, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { monitoringPolicy, type SessionUser } from '@carenest/core';
import { policyActorOf } from '../auth/policy-actor.ts';
import { useAuth } from '../auth/use-auth.ts';

/** The user menu's button, the signed-in user and what the menu's label shows of them. */
interface UserMenuDropdownProps {
  /** The menu's button, its target. */
  children: ReactElement;
  user: SessionUser;
  fullName: string;
  roleLabel: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The user menu (layout/UserMenu.tsx loads it after the first paint): Profile, Settings, (for those the monitoring
 * policy lets read them) Audit Log and Security, and Sign out, under the user's name and role.
 */
export function UserMenuDropdown({
  children,
  user,
  fullName,
  roleLabel,
  opened,
  onChange,
}: UserMenuDropdownProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const actor = policyActorOf(user);

  const signOutAndLeave = async () => {
    await signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" opened={opened} onChange={onChange}>
      <Menu.Target>{children}</Menu.Target>
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
        {monitoringPolicy.canReadAuditLog(actor) ? (
          <Menu.Item component={Link} to="/audit-log" leftSection={<IconFileText size={16} aria-hidden />}>
            Audit Log
          </Menu.Item>
        ) : null}
        {monitoringPolicy.canReadSecurityEvents(actor) ? (
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
