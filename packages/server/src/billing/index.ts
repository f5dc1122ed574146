// What other parts of the server use of billing (ARCHITECTURE.md, "Server folders"): the demo seed makes its
// claims through the same commands as the API; the process runs its clearinghouse jobs (background-jobs.ts).
export { facilityCatalogue } from './catalogue.ts';
export { createClaim } from './create-claim.ts';
export { findVisibleClaim } from './load-claims.ts';
export { submitClaim } from './submit-claim.ts';
export {
  BILLING_JOBS,
  fetchRemittancesJob,
  sendClaimJob,
  type BillingJobServices,
} from './clearinghouse-jobs.ts';
export { postRemittance } from './post-remittance.ts';
