// The security feature's public face (ARCHITECTURE.md, "Server folders"): recording a security event, which
// sign-in, password changes, MFA and exports do, and the unauthorized_access event of a refused request.
export { recordSecurityEvent, type SecurityEventInput } from './record-security-event.ts';
export { recordUnauthorizedAccess } from './record-unauthorized-access.ts';
