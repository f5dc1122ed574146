import { useState, type ComponentProps } from 'react';
import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { ROLE_LABELS, type SessionUser } from '@carenest/core';
import { initialsOf } from '../components/initials.ts';
import { deferredModule, useDeferredModule } from '../hooks/use-deferred-module.ts';
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

/** The menu itself, loaded after the first paint. */
const dropdownModule = deferredModule(() => import('./UserMenuDropdown.tsx'));

/**
 * The top bar's user block: initials, full name and role, opening the user menu (layout/UserMenuDropdown.tsx). The
 * button's accessible name says what it is and whose it is ("Account menu for Nurse User, Nurse"), at every
 * width; the visible name and role read as its last words ("Nurse User, Nurse"), so what a voice-control user sees
 * is what they can say.
 *
 * The first screen draws the button alone; the menu's module, with the positioning it needs, loads once the screen
 * has painted (hooks/use-deferred-module.ts), as the notification bell's popover does; a click before it arrived
 * opens the menu when it does.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const fullName = `${user.firstName} ${user.lastName}`;
  const roleLabel = ROLE_LABELS[user.role];
  const button = { initials: initialsOf(user), fullName, roleLabel };
  const [dropdown, loadDropdown] = useDeferredModule(dropdownModule);
  const [isOpen, setIsOpen] = useState(false);

  if (!dropdown) {
    const openWhenLoaded = () => {
      setIsOpen(true);
      loadDropdown();
    };
    return <UserMenuButton {...button} onClick={openWhenLoaded} />;
  }
  return (
    <dropdown.UserMenuDropdown
      user={user}
      fullName={fullName}
      roleLabel={roleLabel}
      opened={isOpen}
      onChange={setIsOpen}
    >
      <UserMenuButton {...button} />
    </dropdown.UserMenuDropdown>
  );
}
