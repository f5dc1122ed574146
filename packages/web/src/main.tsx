import './app/warm-intl.ts';
import './app/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles/first-screen.css';
// The theme's variables, computed by the build (build/theme-variables.ts) rather than by Mantine's provider as the
// first screen renders.
import 'virtual:theme-variables.css';
import '@mantine/notifications/styles.css';
import './app/boot-screen.css';
import './app/print.css';
import { App } from './app/App.tsx';
import { prefetchLandingScreen } from './app/prefetch-landing.ts';
import { createQueryClient } from './app/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const firstScreenReady = prefetchLandingScreen(queryClient, window.location.pathname);
const root = createRoot(container);
// The first render waits for what the first screen needs (the boot screen shows meanwhile), so React draws it in
// one pass; and it runs as a transition: React yields to the browser every few milliseconds instead of building
// the whole screen in one long task, so a slow phone stays responsive while it draws.
void firstScreenReady.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
