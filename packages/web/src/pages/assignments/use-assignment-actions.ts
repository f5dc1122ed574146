import { MESSAGES, type AssignStaffRequest } from '@carenest/core';
import { useAssignStaff, useUnassignStaff } from '../../api/assignments.ts';
import { submitForm } from '../../forms/submit-form.ts';

/** Assigning and unassigning staff through their mutation hooks, with the spec's toasts. */
export function useAssignmentActions() {
  const assignment = useAssignStaff();
  const unassignment = useUnassignStaff();
  return {
    /** Saves the Assign Staff form; `onAssigned` runs once it is saved. */
    assign: (input: AssignStaffRequest, onAssigned: () => void) =>
      submitForm({
        write: () => assignment.mutateAsync(input),
        onSuccess: onAssigned,
        success: MESSAGES.patientAssigned,
        failure: MESSAGES.failedToAssignPatient,
      }),
    /** Ends an assignment; `onSettled` runs whether it was ended or refused. */
    unassign: (assignmentId: string, onSettled: () => void) =>
      void submitForm({
        write: () => unassignment.mutateAsync(assignmentId),
        success: MESSAGES.patientUnassigned,
        failure: () => MESSAGES.failedToUnassignPatient,
      }).then(onSettled),
    isUnassigning: unassignment.isPending,
  };
}
