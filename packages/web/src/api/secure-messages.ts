import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  messageThreadDetailSchema,
  messageThreadListResponseSchema,
  messageThreadSchema,
  secureMessageSchema,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { dashboardKeys, messageKeys } from './query-keys.ts';

/** The reader's threads, latest first, with unread counts. */
export function useMessageThreads() {
  return useQuery({
    queryKey: messageKeys.threads(),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.messageThreads, messageThreadListResponseSchema, { signal }),
  });
}

/** One thread with its messages and read receipts. */
export function useMessageThread(threadId: string | null) {
  return useQuery({
    queryKey: messageKeys.thread(threadId ?? ''),
    queryFn: ({ signal }) =>
      requestJson(API_PATHS.messageThread(threadId ?? ''), messageThreadDetailSchema, { signal }),
    enabled: threadId !== null,
  });
}

/** A messaging write that refreshes the lists, the open thread and the dashboard's Messages card. */
function useMessageWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}

/** A parent opens (or finds) their thread about a child. */
export function useOpenThread() {
  return useMessageWrite((patientId: string) =>
    requestJson(API_PATHS.messageThreads, messageThreadSchema, { method: 'POST', body: { patientId } }),
  );
}

/** Sends a message in a thread, with the ids of the documents it carries (already uploaded). */
export function useSendMessage() {
  return useMessageWrite(
    ({ threadId, body, attachmentIds }: { threadId: string; body: string; attachmentIds: string[] }) =>
      requestJson(API_PATHS.messageThreadMessages(threadId), secureMessageSchema, {
        method: 'POST',
        body: { body, attachmentIds },
      }),
  );
}

/** Marks a thread read up to now. */
export function useMarkThreadRead() {
  return useMessageWrite((threadId: string) =>
    requestJson(API_PATHS.messageThreadRead(threadId), messageThreadSchema, { method: 'POST' }),
  );
}
