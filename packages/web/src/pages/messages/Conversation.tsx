import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, ScrollArea, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  MESSAGES,
  SECURE_MESSAGE_MAXIMUM_LENGTH,
  formatDateTime,
  sendMessageSchema,
  type SendMessageInput,
} from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import { useMarkThreadRead, useMessageThread, useSendMessage } from '../../api/secure-messages.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { applyServerFieldErrors } from '../../forms/apply-server-field-errors.ts';
import { notifyError } from '../../notifications/notify.ts';

/**
 * One conversation: the messages oldest first (the reader's on the right, each of theirs marked Seen once the
 * other side has read it), always as text; the box to write (Ctrl+Enter sends). Opening it, and every new
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
  const send = useSendMessage();
  const markRead = useMarkThreadRead();
  const form = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: '' },
  });
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

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await send.mutateAsync({ threadId, body });
      form.reset({ body: '' });
    } catch (error) {
      if (!applyServerFieldErrors(error, ['body'], form.setError))
        notifyError(
          error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.failedToSendMessage,
        );
    }
  });

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
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label="Your message"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={SECURE_MESSAGE_MAXIMUM_LENGTH}
            error={form.formState.errors.body?.message}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
            }}
            {...form.register('body')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={form.formState.isSubmitting}
            >
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
