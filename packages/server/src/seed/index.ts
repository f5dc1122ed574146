// The seed feature's public face (ARCHITECTURE.md, "Server folders"): the demo accounts' shared password
// and email domain, which the sign-in screen's Demo Access box lists.
export { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-accounts.ts';
