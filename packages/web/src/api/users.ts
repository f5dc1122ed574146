import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  createUserResponseSchema,
  passwordLinksResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  type CreateUserRequest,
  type ManagedUser,
  type UpdateUserInput,
  type UserListPage,
  type UserListQuery,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { assignmentKeys, userKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** The user list's search and filters (the page is kept beside them). */
export type UserListFilters = Pick<UserListQuery, 'search' | 'role' | 'status'>;

/** A created account and its one-time setup link (a path of this site), shown once. */
export type CreatedUser = ReturnType<typeof createUserResponseSchema.parse>;

/** An outstanding one-time password link an administrator hands over. */
export type PasswordLink = ReturnType<typeof passwordLinksResponseSchema.parse>['links'][number];

/** Loads one page of the accounts the administrator manages, searched and filtered on the server. */
export async function fetchUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserListPage> {
  return requestJson(withQuery(API_PATHS.users, { ...query }), userListResponseSchema, { signal });
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

/** One page of the accounts the administrator manages; the previous page stays while the next loads. */
export function useUsers(query: UserListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The outstanding one-time password links. */
export function usePasswordLinks() {
  return useQuery({
    queryKey: userKeys.passwordLinks(),
    queryFn: ({ signal }) => fetchPasswordLinks(signal),
  });
}

/** Refreshes what an account change shows: the lists, the password links and the staff workload. */
function useRefreshAfterAccountChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
    ]);
}

/** The Create User form. */
export function useCreateUser() {
  const refresh = useRefreshAfterAccountChange();
  return useMutation({ mutationFn: createUser, onSuccess: refresh });
}

/** The Edit User form and the Activate/Deactivate toggle. */
export function useUpdateUser() {
  const refresh = useRefreshAfterAccountChange();
  return useMutation({
    mutationFn: ({ user, input }: { user: ManagedUser; input: UpdateUserInput }) =>
      updateUser(user.id, input),
    onSuccess: refresh,
  });
}

/** Approve on a pending account. */
export function useApproveUser() {
  const refresh = useRefreshAfterAccountChange();
  return useMutation({ mutationFn: (user: ManagedUser) => approveUser(user.id), onSuccess: refresh });
}

/** Unlock on a locked account. */
export function useUnlockUser() {
  const refresh = useRefreshAfterAccountChange();
  return useMutation({ mutationFn: (user: ManagedUser) => unlockUser(user.id), onSuccess: refresh });
}

/** One account the administrator manages (a staff member's page). */
export function useUser(userId: string) {
  return useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: async ({ signal }) =>
      (await requestJson(API_PATHS.user(userId), userResponseSchema, { signal })).user,
  });
}
