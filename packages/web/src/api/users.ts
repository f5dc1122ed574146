import {
  API_PATHS,
  createUserResponseSchema,
  passwordLinksResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  type CreateUserRequest,
  type ManagedUser,
  type UpdateUserInput,
  type UserListQuery,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { withQuery } from './query-string.ts';

/** First element of every user-management query key; a change refreshes them all. */
export const USERS_QUERY_KEY = 'users';

/** Query key of the outstanding one-time password links. */
export const PASSWORD_LINKS_QUERY_KEY = ['password-links'] as const;

/** A created account and its one-time setup link (a path of this site), shown once. */
export type CreatedUser = ReturnType<typeof createUserResponseSchema.parse>;

/** An outstanding one-time password link an administrator hands over. */
export type PasswordLink = ReturnType<typeof passwordLinksResponseSchema.parse>['links'][number];

/** Loads the accounts the administrator manages, searched and filtered on the server. */
export async function fetchUsers(query: UserListQuery, signal?: AbortSignal): Promise<ManagedUser[]> {
  const { users } = await requestJson(withQuery(API_PATHS.users, { ...query }), userListResponseSchema, {
    signal,
  });
  return users;
}

/** Creates an account; answers it with its one-time setup link. */
export async function createUser(input: CreateUserRequest): Promise<CreatedUser> {
  return requestJson(API_PATHS.users, createUserResponseSchema, { method: 'POST', body: input });
}

/** Edits an account (deactivating it ends its sessions). */
export async function updateUser(userId: string, input: UpdateUserInput): Promise<ManagedUser> {
  const { user } = await requestJson(API_PATHS.user(userId), userResponseSchema, {
    method: 'PUT',
    body: input,
  });
  return user;
}

/** Approves a pending self-registered account into the administrator's facility. */
export async function approveUser(userId: string): Promise<ManagedUser> {
  const { user } = await requestJson(API_PATHS.approveUser(userId), userResponseSchema, { method: 'POST' });
  return user;
}

/** Unlocks an account locked after failed sign-ins. */
export async function unlockUser(userId: string): Promise<ManagedUser> {
  const { user } = await requestJson(API_PATHS.unlockUser(userId), userResponseSchema, { method: 'POST' });
  return user;
}

/** Loads the outstanding one-time password links no email carried. */
export async function fetchPasswordLinks(signal?: AbortSignal): Promise<PasswordLink[]> {
  const { links } = await requestJson(API_PATHS.passwordLinks, passwordLinksResponseSchema, { signal });
  return links;
}

/** The edit request that leaves an account as it is (the base of the edit form and of the toggle). */
export function editRequestOf(user: ManagedUser): UpdateUserInput {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
  };
}
