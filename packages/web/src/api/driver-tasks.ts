import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  driverMessageListResponseSchema,
  driverMessageResponseSchema,
  driverTaskListResponseSchema,
  driverTaskResponseSchema,
  type DriverMessageInput,
  type DriverTaskInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { dashboardKeys, driverTaskKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** The tasks the user sees: a driver's own, an administrator's facility's; open, completed or all. */
export function useDriverTasks(status: 'open' | 'completed' | 'all') {
  return useQuery({
    queryKey: driverTaskKeys.tasks(status),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.driverTasks, { status }), driverTaskListResponseSchema, { signal }),
  });
}

/** The driver messages the user sees, newest first. */
export function useDriverMessages() {
  return useQuery({
    queryKey: driverTaskKeys.messages(),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.driverMessages, driverMessageListResponseSchema, { signal }),
  });
}

/** A driver-task write that refreshes the task and message lists and the dashboard. */
function useDriverTaskWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: driverTaskKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}

/** Adds a task to a driver's list (administrators). */
export function useCreateDriverTask() {
  return useDriverTaskWrite((input: DriverTaskInput) =>
    requestJson(API_PATHS.driverTasks, driverTaskResponseSchema, { method: 'POST', body: input }),
  );
}

/** Messages a driver (administrators); a message to act on becomes a task. */
export function useSendDriverMessage() {
  return useDriverTaskWrite((input: DriverMessageInput) =>
    requestJson(API_PATHS.driverMessages, driverMessageResponseSchema, { method: 'POST', body: input }),
  );
}

/** Ticks a task off or opens it again. */
export function useSetDriverTaskCompletion() {
  return useDriverTaskWrite(({ taskId, isCompleted }: { taskId: string; isCompleted: boolean }) =>
    requestJson(API_PATHS.driverTaskCompletion(taskId), driverTaskResponseSchema, {
      method: 'PUT',
      body: { isCompleted },
    }),
  );
}

/** Marks a message read (its driver). */
export function useMarkDriverMessageRead() {
  return useDriverTaskWrite((messageId: string) =>
    requestJson(API_PATHS.driverMessageRead(messageId), driverMessageResponseSchema, { method: 'POST' }),
  );
}
