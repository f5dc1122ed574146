import { Link } from 'react-router';
import { ActionIcon, Anchor, Burger, Group, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { SessionUser } from '@carenest/core';
import { CareNestLogo } from '../components/CareNestLogo.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The top bar: menu toggle on small screens, home link, notification bell and the user menu. */
export function TopBar({
  user,
  isNavigationOpen,
  onToggleNavigation,
}: {
  user: SessionUser;
  isNavigationOpen: boolean;
  onToggleNavigation: () => void;
}) {
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={isNavigationOpen}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavigationOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={isNavigationOpen}
          aria-controls="main-navigation"
        />
        <Anchor component={Link} to="/dashboard" underline="never" title="Go to the dashboard">
          <CareNestLogo />
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Popover position="bottom-end" width={240} shadow="md">
          <Popover.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
              <IconBell size={22} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text fz="sm">Notifications are not yet available.</Text>
          </Popover.Dropdown>
        </Popover>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
