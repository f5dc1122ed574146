// Vite configuration of the CareNest web app: React, the /api proxy to the local server, and the build to dist/
// made for a phone on a slow network (ARCHITECTURE.md, "Serving the web app").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lowPriorityEntryScript } from './build/entry-priority.ts';
import { precompress } from './build/precompress.ts';
import { landingModules } from './build/landing-modules.ts';
import { mantineIds } from './build/mantine-ids.ts';
import { signedInPage } from './build/signed-in-page.ts';
import { themeVariables } from './build/theme-variables.ts';
import { API_PATHS } from '../core/src/api.ts';

/** The server the dev server forwards /api to (started with PORT=3000). */
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * What a signed-in browser opens first, preloaded from the signed-in page: the layout, the dashboard and the
 * automatic logoff.
 */
const SIGNED_IN_LANDING_MODULES = [
  'src/layout/AppLayout.tsx',
  'src/pages/dashboard/DashboardPage.tsx',
  'src/session/IdleSignOut.tsx',
];

/**
 * The API answers the first signed-in render waits for on every app path (`app/prefetch-landing.ts`): preloaded
 * from the signed-in page, they arrive beside the scripts instead of a round trip after them.
 */
const SIGNED_IN_LANDING_ANSWERS = [API_PATHS.session, API_PATHS.hipaaStatus];

/** Mantine's components and hooks, what they position and scroll with, and the icons: one chunk for every screen. */
const UI_KIT_MODULES =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|react-textarea-autosize|react-number-format)[\\/]/;

/** The web app's shared modules (API calls, guards, components, hooks) and core: one chunk for every screen. */
const APP_COMMON_MODULES =
  /packages[\\/](core[\\/]src|web[\\/]src[\\/](api|auth|components|hooks|live|notifications|offline|forms))[\\/]/;

/**
 * What the landing loads after its first paint (hooks/use-deferred-module.ts): the top bar's menus and the automatic
 * logoff's warning. Their chunk holds what they need beyond the landing (Mantine's menu, popover and modal, the
 * positioning library) and no more, so the first screen does not wait for it and opening a menu does not download
 * the UI kit of every screen.
 */
const AFTER_FIRST_PAINT_MODULES = [
  'src/layout/NotificationPopover.tsx',
  'src/layout/UserMenuDropdown.tsx',
  'src/session/IdleWarningDialog.tsx',
];

/** The modules the signed-in landing loads, found once the module graph is built. */
const landing = landingModules(SIGNED_IN_LANDING_MODULES);

/** The modules loaded after the landing's first paint, found the same way. */
const afterFirstPaint = landingModules(AFTER_FIRST_PAINT_MODULES);

export default defineConfig({
  plugins: [
    react(),
    mantineIds(),
    themeVariables(),
    landing.plugin,
    afterFirstPaint.plugin,
    lowPriorityEntryScript(),
    signedInPage(SIGNED_IN_LANDING_MODULES, SIGNED_IN_LANDING_ANSWERS),
    precompress(),
  ],
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Core is pure (ARCHITECTURE.md, "Packages"): a module of it that nothing on a screen uses is left out of
      // that screen's chunks, so the entry does not build every zod schema through core's index.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
      // Few, larger chunks rather than a hundred small ones: on a slow network each request costs a round trip
      // (and HTTP/1.1 has six connections). Everything the entry loads, the sign-in screen with it, is one chunk;
      // what the signed-in layout and the dashboard load is another, what it loads after its first paint a
      // third; the rest of the UI kit the screens share is a fourth, the rest of the web app's shared modules a
      // fifth; each other screen keeps its own.
      output: {
        codeSplitting: {
          groups: [
            { name: 'app-shell', tags: ['$initial'], priority: 30 },
            { name: 'landing', test: (moduleId) => landing.includes(moduleId), priority: 25 },
            {
              name: 'after-first-paint',
              test: (moduleId) => afterFirstPaint.includes(moduleId),
              priority: 24,
            },
            { name: 'ui-kit', test: UI_KIT_MODULES, priority: 20 },
            { name: 'app-common', test: APP_COMMON_MODULES, priority: 10 },
          ],
        },
      },
    },
  },
});
