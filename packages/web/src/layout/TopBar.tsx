import { Link } from 'react-router';
import { Anchor, Burger, Group } from '@mantine/core';
import type { SessionUser } from '@carenest/core';
import { CareNestLogo } from '../components/CareNestLogo.tsx';
import { NotificationBell } from './NotificationBell.tsx';
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
        <NotificationBell isEnabled={user.accountStatus === 'active' && !user.mustEnrolMfa} />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
