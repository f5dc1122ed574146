import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSignedInUser } from '../auth/use-auth.ts';
import { AccountStatusNotices } from '../components/AccountStatusNotices.tsx';
import { DemoInstallBanner } from '../components/DemoInstallBanner.tsx';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary.tsx';
import { useHasBeenTrue } from '../hooks/use-has-been-true.ts';
import { useIsWideScreen } from '../hooks/use-is-wide-screen.ts';
import { LiveEvents } from '../live/LiveEvents.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import { TopBar } from './TopBar.tsx';
import classes from './AppLayout.module.css';

/**
 * The signed-in layout shell: top bar, role-based navigation (collapsed behind a burger under the
 * `sm` breakpoint), the current screen, and the tab's live-event stream that keeps the screens current.
 *
 * Collapsed, the navigation is only moved off the screen, so it is made inert: a keyboard or screen reader user
 * on a phone does not land on links nobody can see. Its entries are first drawn when it first shows (at once on a
 * wide screen, on the burger on a phone), and kept from then on so it can slide away; a phone's first screen then
 * draws no menu it does not show. A long menu scrolls natively: Mantine's ScrollArea would bring the popovers'
 * positioning library into the first screen's chunks (it merges refs with it).
 */
export function AppLayout() {
  const user = useSignedInUser();
  const [isNavigationOpen, { toggle, close }] = useDisclosure(false);
  // useIsWideScreen's width is the AppShell's `sm` breakpoint below: from it the navigation shows beside the screen.
  const isNavigationShown = useIsWideScreen() || isNavigationOpen;
  const hasShownNavigation = useHasBeenTrue(isNavigationShown);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !isNavigationOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <TopBar user={user} isNavigationOpen={isNavigationOpen} onToggleNavigation={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" id="main-navigation" aria-label="Main navigation" inert={!isNavigationShown}>
        {hasShownNavigation ? (
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            <NavigationMenu role={user.role} onNavigate={close} />
          </AppShell.Section>
        ) : null}
      </AppShell.Navbar>
      <LiveEvents />
      <AppShell.Main className={classes.main}>
        <DemoInstallBanner mb="sm" />
        <AccountStatusNotices user={user} />
        <ScreenErrorBoundary>
          <Suspense fallback={<FullPageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
