import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, MESSAGES, type AssignStaffRequest } from '@carenest/core';
import { ASSIGNMENT_OVERVIEW_QUERY_KEY, assignStaff, unassignStaff } from '../../api/assignments.ts';
import { ApiError } from '../../api/client.ts';
import { USERS_QUERY_KEY } from '../../api/users.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/** Whether the server refused by one of the assignment rules, whose own sentence is then shown. */
function isRuleRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 409) &&
    error.code !== ERROR_CODES.internal
  );
}

/** Assigning and unassigning staff with the spec's toasts; both refresh the overview and the user list. */
export function useAssignmentActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ASSIGNMENT_OVERVIEW_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: [USERS_QUERY_KEY] }),
    ]);
  const assign = useMutation({
    mutationFn: (input: AssignStaffRequest) => assignStaff(input),
    onSuccess: async () => {
      notifySuccess(MESSAGES.patientAssigned);
      await refresh();
    },
    onError: async (error) => {
      notifyError(isRuleRefusal(error) ? error.message : MESSAGES.failedToAssignPatient);
      await refresh();
    },
  });
  const unassign = useMutation({
    mutationFn: (assignmentId: string) => unassignStaff(assignmentId),
    onSuccess: async () => {
      notifySuccess(MESSAGES.patientUnassigned);
      await refresh();
    },
    onError: async () => {
      notifyError(MESSAGES.failedToUnassignPatient);
      await refresh();
    },
  });
  return { assign, unassign };
}
