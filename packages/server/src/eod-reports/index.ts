// What other parts of the server use of end-of-day reports (ARCHITECTURE.md, "End-of-day reports"): the
// scheduler job for the registry, and generation for the demo seed.
export { generateDueEodReportsJob } from './jobs.ts';
export { generateEodReport } from './generate-report.ts';
