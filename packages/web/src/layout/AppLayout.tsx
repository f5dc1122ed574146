import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { AppShell, ScrollArea, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useSignedInUser } from '../auth/use-auth.ts';
import { AccountStatusNotices } from '../components/AccountStatusNotices.tsx';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { LiveEvents } from '../live/LiveEvents.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import { TopBar } from './TopBar.tsx';

/** The width from which the navigation shows beside the screen; under it, it is collapsed behind a burger. */
const NAVIGATION_BREAKPOINT = 'sm';

/**
 * The signed-in layout shell: top bar, role-based navigation (collapsed behind a burger under the
 * `sm` breakpoint), the current screen, and the tab's live-event stream that keeps the screens current.
 *
 * Collapsed, the navigation is only moved off the screen, so it is made inert: a keyboard or screen reader user
 * on a phone does not land on links nobody can see. Its entries are first drawn when it first shows (at once on a
 * wide screen, on the burger on a phone), and kept from then on so it can slide away; a phone's first screen then
 * draws no menu it does not show.
 */
export function AppLayout() {
  const user = useSignedInUser();
  const theme = useMantineTheme();
  const [isNavigationOpen, { toggle, close }] = useDisclosure(false);
  const isWideScreen = useMediaQuery(`(min-width: ${theme.breakpoints[NAVIGATION_BREAKPOINT]})`, undefined, {
    getInitialValueInEffect: false,
  });
  const isNavigationShown = isWideScreen || isNavigationOpen;
  const [hasShownNavigation, setHasShownNavigation] = useState(isNavigationShown);
  if (isNavigationShown && !hasShownNavigation) setHasShownNavigation(true);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: NAVIGATION_BREAKPOINT, collapsed: { mobile: !isNavigationOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <TopBar user={user} isNavigationOpen={isNavigationOpen} onToggleNavigation={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="main-navigation" aria-label="Main navigation" inert={!isNavigationShown}>
        {hasShownNavigation ? (
          <AppShell.Section grow component={ScrollArea}>
            <NavigationMenu role={user.role} onNavigate={close} />
          </AppShell.Section>
        ) : null}
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
