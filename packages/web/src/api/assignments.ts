import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  assignmentOverviewSchema,
  assignmentResponseSchema,
  type AssignStaffRequest,
  type AssignmentOverview,
  type PatientAssignment,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { assignedPatientKeys, assignmentKeys, userKeys } from './query-keys.ts';

/** Loads the staff workload and the active patients with their active assignments. */
export async function fetchAssignmentOverview(signal?: AbortSignal): Promise<AssignmentOverview> {
  return requestJson(API_PATHS.assignmentOverview, assignmentOverviewSchema, { signal });
}

/** Assigns a nurse or therapist to a patient. */
export async function assignStaff(input: AssignStaffRequest): Promise<PatientAssignment> {
  const { assignment } = await requestJson(API_PATHS.assignments, assignmentResponseSchema, {
    method: 'POST',
    body: input,
  });
  return assignment;
}

/** Ends an active assignment. */
export async function unassignStaff(assignmentId: string): Promise<PatientAssignment> {
  const { assignment } = await requestJson(API_PATHS.unassign(assignmentId), assignmentResponseSchema, {
    method: 'POST',
  });
  return assignment;
}

/** The staff workload and the patients with their assignments. */
export function useAssignmentOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: assignmentKeys.overview(),
    queryFn: ({ signal }) => fetchAssignmentOverview(signal),
    enabled,
  });
}

/**
 * Refreshes what an assignment shows, whether it was made or refused (a refusal may mean the screen was
 * out of date): the overview, the staff counts of the user list and caseloads.
 */
function useRefreshAfterAssignment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: assignedPatientKeys.all }),
    ]);
}

/** The Assign Staff form. */
export function useAssignStaff() {
  const refresh = useRefreshAfterAssignment();
  return useMutation({ mutationFn: assignStaff, onSettled: refresh });
}

/** Unassign on an active assignment. */
export function useUnassignStaff() {
  const refresh = useRefreshAfterAssignment();
  return useMutation({ mutationFn: unassignStaff, onSettled: refresh });
}
