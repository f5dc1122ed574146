// `npm test`: every check and every test, in order, stopping at the first failure:
// type check, lint and formatting (side by side: each keeps one core busy), unit and integration tests
// (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), again on Node 24 when CARENEST_NODE24 names its node
// binary (.ci/run installs it from the npm registry): the unit tests and the suites that lean on the runtime
// (scripts/node24-suites.mjs), on PGlite alone (the PostgreSQL half checks the database and runs once), the web
// build, and the browser tests in Chromium. The time each step took is printed at the end (docs/benchmarks.md, "The test suite").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { node24Filters } from './node24-suites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** The static checks, run side by side; their output is printed whole, one after the other. */
const checks = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
];

const steps = [
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
            ...node24Filters(),
          ],
          { TEST_DATABASE_URL: '' },
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
/** Seconds each step took, printed at the end. */
const timings = [];
const secondsSince = (start) => Math.round((Date.now() - start) / 1000);

/** Stops the run after a failed step, with the counts so far. */
function fail(name, status) {
  const { passed, failed } = tally();
  console.log(`\n✖ ${name} failed after ${secondsSince(started)} s`);
  console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(status ?? 1);
}

/** Runs one check with its output kept, answering its exit status and output. */
function runQuietly([name, command, args]) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      timings.push([name, secondsSince(start)]);
      resolve({ name, status, output });
    });
  });
}

console.log(`\n▶ ${checks.map(([name]) => name).join(', ')}`);
for (const { name, status, output } of await Promise.all(checks.map(runQuietly))) {
  if (output.trim()) console.log(output.trimEnd());
  if (status !== 0) fail(name, status);
}
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const start = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
  });
  timings.push([name, secondsSince(start)]);
  if (result.status !== 0) fail(name, result.status);
}
const { passed, failed } = tally();
console.log(`\n✔ every check passed in ${secondsSince(started)} s`);
for (const [name, seconds] of timings) console.log(`  ${name}: ${seconds} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
