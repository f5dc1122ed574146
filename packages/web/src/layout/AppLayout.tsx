import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSignedInUser } from '../auth/use-auth.ts';
import { AccountStatusNotices } from '../components/AccountStatusNotices.tsx';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { LiveEvents } from '../live/LiveEvents.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The signed-in layout shell: top bar, role-based navigation (collapsed behind a burger under the
 * `sm` breakpoint), the current screen, and the tab's live-event stream that keeps the screens current.
 */
export function AppLayout() {
  const user = useSignedInUser();
  const [isNavigationOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !isNavigationOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <TopBar user={user} isNavigationOpen={isNavigationOpen} onToggleNavigation={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="main-navigation" aria-label="Main navigation">
        <AppShell.Section grow component={ScrollArea}>
          <NavigationMenu role={user.role} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <LiveEvents />
      <AppShell.Main bg="gray.0">
        <AccountStatusNotices user={user} />
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
