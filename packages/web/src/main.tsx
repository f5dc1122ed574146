import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/boot-screen.css';
import './app/print.css';
import { App } from './app/App.tsx';
import { prefetchLandingScreen } from './app/prefetch-landing.ts';
import { createQueryClient } from './app/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
prefetchLandingScreen(queryClient, window.location.pathname);
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
