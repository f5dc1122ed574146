import { ERROR_CODES, MESSAGES, type AssignStaffRequest } from '@carenest/core';
import { useAssignStaff, useUnassignStaff } from '../../api/assignments.ts';
import { ApiError } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/** Whether the server refused by one of the assignment rules, whose own sentence is then shown. */
function isRuleRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 409) &&
    error.code !== ERROR_CODES.internal
  );
}

/** Assigning and unassigning staff through their mutation hooks, with the spec's toasts. */
export function useAssignmentActions() {
  const assignment = useAssignStaff();
  const unassignment = useUnassignStaff();
  return {
    /** Saves the Assign Staff form; rejects when refused. */
    assign: (input: AssignStaffRequest) =>
      assignment.mutateAsync(input, {
        onSuccess: () => notifySuccess(MESSAGES.patientAssigned),
        onError: (error) =>
          notifyError(isRuleRefusal(error) ? error.message : MESSAGES.failedToAssignPatient),
      }),
    /** Ends an assignment; `onSettled` runs whether it was ended or refused. */
    unassign: (assignmentId: string, onSettled: () => void) =>
      unassignment.mutate(assignmentId, {
        onSuccess: () => notifySuccess(MESSAGES.patientUnassigned),
        onError: () => notifyError(MESSAGES.failedToUnassignPatient),
        onSettled,
      }),
    isUnassigning: unassignment.isPending,
  };
}
