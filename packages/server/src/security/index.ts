// The security feature's public face (ARCHITECTURE.md, "Server folders"): recording a security event, which
// sign-in, password changes, MFA and exports do.
export { recordSecurityEvent, type SecurityEventInput } from './record-security-event.ts';
