import {
  API_PATHS,
  assignmentOverviewSchema,
  assignmentResponseSchema,
  type AssignStaffRequest,
  type AssignmentOverview,
  type PatientAssignment,
} from '@carenest/core';
import { requestJson } from './client.ts';

/** Query key of the assignments overview. */
export const ASSIGNMENT_OVERVIEW_QUERY_KEY = ['assignment-overview'] as const;

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
