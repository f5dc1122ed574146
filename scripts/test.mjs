// `npm test`: every check and every test, in order, stopping at the first failure:
// type check, lint, formatting, unit and integration tests (PGlite, plus PostgreSQL when
// TEST_DATABASE_URL is set), the same again on Node 24 when CARENEST_NODE24 names its node binary (.ci/run
// installs it from the npm registry), the web build, and the browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  [
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  ],
  ...(process.env.CARENEST_NODE24
    ? [
        [
          'unit and integration tests on Node 24',
          process.env.CARENEST_NODE24,
          [
            'node_modules/vitest/vitest.mjs',
            'run',
            '--reporter=dot',
            '--reporter=json',
            `--outputFile.json=${reports}/vitest-node24.json`,
          ],
        ],
      ]
    : []),
  ['web build', 'npm', ['run', 'build', '-w', '@carenest/web']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

/** Passed and failed counts from the runners' JSON reports. */
function tally() {
  let passed = 0;
  let failed = 0;
  for (const file of ['vitest.json', 'vitest-node24.json']) {
    const vitest = path.join(reports, file);
    if (!existsSync(vitest)) continue;
    const report = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const playwright = path.join(reports, 'playwright.json');
  if (existsSync(playwright)) {
    const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
  });
  if (result.status !== 0) {
    const { passed, failed } = tally();
    console.log(`\n✖ ${name} failed after ${Math.round((Date.now() - started) / 1000)} s`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}
const { passed, failed } = tally();
console.log(`\n✔ every check passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
