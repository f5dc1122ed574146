import { MESSAGES, type ManagedUser, type UpdateUserInput } from '@carenest/core';
import { ApiError } from '../../api/client.ts';
import { useApproveUser, useUnlockUser, useUpdateUser } from '../../api/users.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/** The sentence of a failed change: the server's rule when it refused the request, else the spec's. */
function failureMessage(error: unknown): string {
  const isRuleRefusal = error instanceof ApiError && (error.status === 400 || error.status === 403);
  return isRuleRefusal ? error.message : MESSAGES.failedToUpdateUser;
}

/** The spec's toasts of an account change. */
const toasts = {
  onSuccess: () => notifySuccess(MESSAGES.userUpdated),
  onError: (error: unknown) => notifyError(failureMessage(error)),
};

/** Editing, approving and unlocking accounts through their mutation hooks, each with the spec's toasts. */
export function useUserActions() {
  const update = useUpdateUser();
  const approve = useApproveUser();
  const unlock = useUnlockUser();
  const busyUserId = approve.isPending
    ? (approve.variables?.id ?? null)
    : unlock.isPending
      ? (unlock.variables?.id ?? null)
      : null;
  return {
    /** Saves an edit; rejects when refused, so the form can place the field messages. */
    update: (user: ManagedUser, input: UpdateUserInput) => update.mutateAsync({ user, input }, toasts),
    isUpdating: update.isPending,
    approve: (user: ManagedUser) => approve.mutate(user, toasts),
    unlock: (user: ManagedUser) => unlock.mutate(user, toasts),
    busyUserId,
  };
}
