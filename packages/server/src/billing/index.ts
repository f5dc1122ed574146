// What other parts of the server use of billing (ARCHITECTURE.md, "Server folders"): the demo seed makes its
// claims through the same commands as the API.
export { facilityCatalogue } from './catalogue.ts';
export { createClaim } from './create-claim.ts';
export { findVisibleClaim } from './load-claims.ts';
export { submitClaim } from './submit-claim.ts';
