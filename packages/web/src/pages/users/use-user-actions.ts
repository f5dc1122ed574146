import { MESSAGES, type ManagedUser, type UpdateUserInput } from '@carenest/core';
import { useApproveUser, useUnlockUser, useUpdateUser } from '../../api/users.ts';
import { submitForm } from '../../forms/submit-form.ts';

/** The spec's toasts of an account change, for `submitForm`. */
export const USER_CHANGE_TOASTS = { success: MESSAGES.userUpdated, failure: MESSAGES.failedToUpdateUser };

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
    /** Saves an edit; the caller submits it (`submitForm`), so a form can place the field messages. */
    update: (user: ManagedUser, input: UpdateUserInput) => update.mutateAsync({ user, input }),
    isUpdating: update.isPending,
    approve: (user: ManagedUser) =>
      void submitForm({ ...USER_CHANGE_TOASTS, write: () => approve.mutateAsync(user) }),
    unlock: (user: ManagedUser) =>
      void submitForm({ ...USER_CHANGE_TOASTS, write: () => unlock.mutateAsync(user) }),
    busyUserId,
  };
}
