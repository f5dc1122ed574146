import { BrowserRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { Toasts } from '../notifications/Toasts.tsx';
import { AppRoutes } from './router.tsx';
import { theme } from './theme.ts';

/**
 * The app root: theme, toasts, the data cache it is given, session and routes. The theme's CSS variables are in the
 * entry's stylesheet, written by the build (ARCHITECTURE.md, "Serving the web app"), so the provider writes none.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
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
