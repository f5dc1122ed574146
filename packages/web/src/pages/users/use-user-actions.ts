import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type ManagedUser, type UpdateUserInput } from '@carenest/core';
import { ApiError } from '../../api/client.ts';
import {
  PASSWORD_LINKS_QUERY_KEY,
  USERS_QUERY_KEY,
  approveUser,
  unlockUser,
  updateUser,
} from '../../api/users.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/** The sentence of a failed change: the server's rule when it refused the request, else the spec's. */
function failureMessage(error: unknown): string {
  const isRuleRefusal = error instanceof ApiError && (error.status === 400 || error.status === 403);
  return isRuleRefusal ? error.message : MESSAGES.failedToUpdateUser;
}

/** Editing, approving and unlocking accounts, each with the spec's toasts and a refreshed list. */
export function useUserActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [USERS_QUERY_KEY] }),
      queryClient.invalidateQueries({ queryKey: PASSWORD_LINKS_QUERY_KEY }),
    ]);
  const handlers = {
    onSuccess: async () => {
      notifySuccess(MESSAGES.userUpdated);
      await refresh();
    },
    onError: (error: unknown) => notifyError(failureMessage(error)),
  };
  const update = useMutation({
    mutationFn: ({ user, input }: { user: ManagedUser; input: UpdateUserInput }) =>
      updateUser(user.id, input),
    ...handlers,
  });
  const approve = useMutation({ mutationFn: (user: ManagedUser) => approveUser(user.id), ...handlers });
  const unlock = useMutation({ mutationFn: (user: ManagedUser) => unlockUser(user.id), ...handlers });
  const busyUserId = approve.isPending
    ? (approve.variables?.id ?? null)
    : unlock.isPending
      ? (unlock.variables?.id ?? null)
      : null;
  return { update, approve, unlock, busyUserId };
}
