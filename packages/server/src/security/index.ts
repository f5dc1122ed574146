// What other features use of security monitoring (ARCHITECTURE.md, "Server folders"): recording a security
// event (and the system alert it raises) in the caller's transaction.
export { recordSecurityEvent, type SecurityEventInput } from './record-security-event.ts';
