// The patients feature's public face (ARCHITECTURE.md, "Server folders"): inserting a patient with their
// records (the demo seed) and telling a chart outside the actor's view apart within their facility (the
// eMAR answers "Access denied to patient records" the same way).
export { insertPatient } from './patient-records.ts';
export { isDeniedWithinFacility } from './load-patient-detail.ts';
