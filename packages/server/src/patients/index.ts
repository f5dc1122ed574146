// What other features use of patients (ARCHITECTURE.md, "Server folders"): telling a chart of the actor's
// facility they may not open (403) from one that does not exist for them (404).
export { isDeniedWithinFacility } from './load-patient-detail.ts';
