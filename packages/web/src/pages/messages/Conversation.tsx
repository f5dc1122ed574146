import { useEffect, useRef } from 'react';
import { Group, Paper, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, formatDateTime, secureMessagePolicy } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useMarkThreadRead, useMessageThread } from '../../api/secure-messages.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { MessageAttachmentList } from './MessageAttachmentList.tsx';
import { MessageComposer } from './MessageComposer.tsx';

/**
 * One conversation: the messages oldest first (the reader's on the right, each of theirs marked Seen once the
 * other side has read it), always as text, with their files; the box to write. Opening it, and every new
 * message arriving while it is open, marks it read.
 */
export function Conversation({
  threadId,
  isParent,
  timeZone,
}: {
  threadId: string;
  isParent: boolean;
  timeZone: string;
}) {
  const thread = useMessageThread(threadId);
  const markRead = useMarkThreadRead();
  const canAttach = secureMessagePolicy.canAttach(policyActorOf(useSignedInUser()));
  const bottom = useRef<HTMLDivElement>(null);
  const unread = thread.data?.thread.unreadCount ?? 0;
  const messageCount = thread.data?.messages.length ?? 0;
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (unread > 0) markThreadRead(threadId);
  }, [unread, threadId, markThreadRead]);
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messageCount]);

  if (thread.isPending) return <Skeleton height={320} radius="md" aria-label="Loading the conversation" />;
  if (thread.isError)
    return (
      <QueryErrorAlert
        title={MESSAGES.failedToLoadMessages}
        message={describeError(thread.error)}
        onRetry={() => void thread.refetch()}
        isRetrying={thread.isFetching}
      />
    );
  const { thread: summary, messages } = thread.data;
  const title = isParent
    ? `${summary.patient.name}'s care team`
    : `${summary.parent.name} about ${summary.patient.name}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby="conversation-title">
      <Title order={2} fz="lg" id="conversation-title">
        {title}
      </Title>
      <ScrollArea.Autosize mah="55vh" type="auto">
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Messages">
          {messages.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No messages yet. Write the first one below.
            </Text>
          ) : null}
          {messages.map((message) => (
            <Group key={message.id} component="li" justify={message.isMine ? 'flex-end' : 'flex-start'}>
              <Paper
                p="sm"
                radius="md"
                maw="85%"
                bg={message.isMine ? 'teal.0' : 'gray.0'}
                withBorder
                aria-label={`${message.isMine ? 'You' : message.sender.name}, ${formatDateTime(new Date(message.sentAt), timeZone)}`}
              >
                <Text fz="xs" fw={600} c="dimmed">
                  {message.isMine ? 'You' : message.sender.name}
                  {!message.isMine && message.sender.isStaff && isParent ? ' · care team' : ''}
                </Text>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Text>
                <MessageAttachmentList attachments={message.attachments} />
                <Text fz="xs" c="dimmed" ta="right">
                  {formatDateTime(new Date(message.sentAt), timeZone)}
                  {message.isMine ? (message.seenAt ? ' · Seen' : ' · Sent') : ''}
                </Text>
              </Paper>
            </Group>
          ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea.Autosize>
      {summary.isClosed ? (
        <Text c="dimmed" size="sm">
          {MESSAGES.messageThreadClosed}
        </Text>
      ) : (
        <MessageComposer threadId={threadId} patientId={summary.patient.id} canAttach={canAttach} />
      )}
    </Stack>
  );
}
