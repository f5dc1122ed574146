import { RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOASTS } from '@carenest/core';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The app root: theme, toasts at the top right (at most 20), the data cache it is given, session and routes. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" limit={TOASTS.limit} autoClose={TOASTS.defaultMs} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
