import { BrowserRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { Toasts } from '../notifications/Toasts.tsx';
import { AppRoutes } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** The app root: theme, toasts, the data cache it is given, session and routes. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
