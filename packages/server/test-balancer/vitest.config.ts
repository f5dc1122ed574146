import { defineConfig } from 'vitest/config';

/**
 * The balancer suite (`npm run test:balancer`): three server processes behind HAProxy on one PostgreSQL
 * (TEST_DATABASE_URL) and one local S3 bucket. Heavy, so it runs once per CI run, not per database and Node
 * version like the integration suite.
 */
export default defineConfig({
  test: {
    name: 'balancer',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
