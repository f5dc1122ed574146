import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOASTS } from '@carenest/core';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The app root: theme, toasts at the top right (at most 20), data cache, session and routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
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
