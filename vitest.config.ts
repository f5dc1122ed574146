import { defineConfig } from 'vitest/config';

/**
 * The FHIR tests' validator (@medplum/core, a devDependency) needs a global WebSocket, which Node 20 has only
 * behind a flag; Node 22 and 24 have it.
 */
const webSocketOnNode20 =
  Number(process.versions.node.split('.')[0]) < 22 ? ['--experimental-websocket'] : [];

/** Unit tests of core, x12 and the web's modules and hooks (in happy-dom), and integration tests of the server (against PGlite, and PostgreSQL when configured). */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'repository', root: '.', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          execArgv: webSocketOnNode20,
        },
      },
      { test: { name: 'x12', root: 'packages/x12', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['test/support/database-templates.global.ts'],
          isolate: false,
          execArgv: webSocketOnNode20,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
