// What `npm test` runs a second time on Node 24 (docs/benchmarks.md, "The test suite").
//
// A Node version changes the JavaScript runtime, not CareNest's rules: the rule sweeps (the authorization matrix,
// tenant isolation, the fuzzers) and the feature suites test SQL and policies that no runtime changes, and run once,
// on Node 20, against both databases. Node 24 runs every unit test (core, x12, the web's modules, the server's
// src/**/*.test.ts, the repository's checks) and the integration suites that lean on what a runtime provides.

/** The server's integration suites that run on Node 24 too, by what of the runtime they use. */
export const NODE24_SERVER_SUITES = {
  'a real server process (start-up, signals, child processes, the file system)': [
    'first-run-setup-process',
    'two-instances',
    'graceful-drain',
    'backup-restore',
    'backup-upgrade-and-schedule',
    'nginx-proxy',
    'web-assets',
  ],
  'cryptography (encryption at rest, hashes, TOTP, signed tokens)': [
    'secrets',
    'identity',
    'auth',
    'audit-chain',
    'password-reset',
    'mailed-links',
    'fhir-backend-services',
  ],
  'streams and the network client (uploads, S3, live events, the clearinghouse)': [
    'documents-upload',
    'documents-s3',
    'two-instances-s3',
    'live-events',
    'live-events-limits',
    'clearinghouse-sandbox',
    'secure-message-attachments',
  ],
  'native and WebAssembly modules (sharp, PGlite)': [
    'patient-photos',
    'durability',
    'prepared-statements',
    'deferred-begin',
    'jobs',
  ],
  "the FHIR validator (the runtime's WebSocket)": ['fhir-read', 'fhir-chart-resources'],
};

/** Vitest's file filters for the Node 24 run: whole unit projects, and the suites above by their exact path. */
export const node24Filters = () => [
  'scripts/',
  'packages/core/',
  'packages/x12/',
  'packages/web/',
  'packages/server/src/',
  ...Object.values(NODE24_SERVER_SUITES)
    .flat()
    .map((suite) => `packages/server/test/${suite}.test.ts`),
];
