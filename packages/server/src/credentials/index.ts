// The credentials feature's public face (ARCHITECTURE.md, "Server folders"): the checks that keep a nurse with an
// expired licence from new assignments and a driver with an expired licence from starting a run, and the
// expiry notice job.
export { hasExpiredNursingLicense, refuseExpiredDriver, refuseExpiredNurse } from './credential-checks.ts';
export { CREDENTIAL_JOBS, notifyExpiringCredentialsJob, type CredentialJobServices } from './jobs.ts';
