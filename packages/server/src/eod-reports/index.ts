// What other parts of the server use of end-of-day reports (ARCHITECTURE.md, "End-of-day reports"): the
// scheduler job the process runs (background-jobs.ts), and generation for the demo seed.
export { EOD_JOBS, generateDueEodReportsJob, type EodJobServices } from './jobs.ts';
export { generateEodReport } from './generate-report.ts';
