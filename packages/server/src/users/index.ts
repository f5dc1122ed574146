// The users feature's public face (ARCHITECTURE.md, "Server folders"): what other features use of it.
export { scopedUsers } from './scoped-users.ts';
export { publishUserChanged } from './publish-user-changed.ts';
export { unusablePasswordHash } from './create-user.ts';
