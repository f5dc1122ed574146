// The auth feature's public face (ARCHITECTURE.md, "Server folders"): what account/, users/, hipaa/,
// plugins/, medications/ and seed/ use of passwords, sessions, one-time links, second factors and witnesses.
export { hashPassword, verifyPassword } from './password.ts';
export { issuePasswordLink, passwordLinkPath } from './password-links.ts';
export { revokeAllSessions, startSession } from './start-session.ts';
export { setSessionCookie } from './session-cookie.ts';
export { SESSION_COOKIE, hashSessionToken } from './session-token.ts';
export { createRecoveryCodes, createTotpSecret, verifySecondFactor, verifyTotp } from './mfa-codes.ts';
export { proveWitness, type ProvenWitness, type WitnessCredentials } from './prove-witness.ts';
export { visitorScopeOf, type VisitorScope } from './visitor-scope.ts';
export { countRecentFailuresFromIp } from './record-failed-sign-in.ts';
