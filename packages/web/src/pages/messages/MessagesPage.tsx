import { useSearchParams } from 'react-router';
import { Button, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMessagePlus } from '@tabler/icons-react';
import { MESSAGES } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useMyChildren } from '../../api/my-children.ts';
import { useMessageThreads, useOpenThread } from '../../api/secure-messages.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { submitForm } from '../../forms/submit-form.ts';
import { Conversation } from './Conversation.tsx';
import { ThreadList } from './ThreadList.tsx';

/**
 * Messages (/messages): secure conversations between a parent and a child's care team. Parents see one per
 * linked child (and start one with "Message the care team"); staff see an inbox grouped by child. The open
 * conversation is `?thread=`; at phone width the list and the conversation take turns. Everything follows
 * new messages and read receipts live.
 */
export function MessagesPage() {
  usePageTitle('Messages');
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const isParent = user.role === 'parent';
  const isWide = useMediaQuery('(min-width: 62em)');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('thread');
  const threads = useMessageThreads();
  const children = useMyChildren(isParent);
  const open = useOpenThread();
  const select = (threadId: string | null) =>
    setSearchParams((current) => {
      if (threadId) current.set('thread', threadId);
      else current.delete('thread');
      return current;
    });
  const startWith = (patientId: string) =>
    submitForm({ write: () => open.mutateAsync(patientId), onSuccess: (thread) => select(thread.id) });
  const items = threads.data?.items ?? [];
  const childrenWithoutThread = isParent
    ? (children.data?.children ?? []).filter(
        (child) => !items.some((thread) => thread.patient.id === child.id),
      )
    : [];

  const list = (
    <Paper withBorder radius="md" p="md">
      {threads.isPending ? <Skeleton height={200} aria-label="Loading conversations" /> : null}
      {threads.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadMessages}
          message={describeError(threads.error)}
          onRetry={() => void threads.refetch()}
          isRetrying={threads.isFetching}
        />
      ) : null}
      {threads.data ? (
        <Stack gap="md">
          {items.length === 0 && childrenWithoutThread.length === 0 ? (
            <EmptyListMessage>
              {isParent
                ? 'Link a child on My Children to message their care team.'
                : 'No messages from families yet.'}
            </EmptyListMessage>
          ) : null}
          <ThreadList
            threads={items}
            selectedId={selectedId}
            isParent={isParent}
            timeZone={timeZone}
            onSelect={select}
          />
          {childrenWithoutThread.map((child) => (
            <Button
              key={child.id}
              variant="light"
              leftSection={<IconMessagePlus size={16} aria-hidden />}
              loading={open.isPending && open.variables === child.id}
              onClick={() => void startWith(child.id)}
            >
              Message {child.firstName}&apos;s care team
            </Button>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );

  const conversation = selectedId ? (
    <Paper withBorder radius="md" p="md">
      <Conversation key={selectedId} threadId={selectedId} isParent={isParent} timeZone={timeZone} />
    </Paper>
  ) : (
    <Paper withBorder radius="md" p="xl">
      <Text c="dimmed" ta="center">
        Choose a conversation.
      </Text>
    </Paper>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Messages"
        subtitle={isParent ? "Write to your child's care team" : 'Messages from families'}
      />
      {isWide ? (
        <Grid gap="lg">
          <Grid.Col span={5}>{list}</Grid.Col>
          <Grid.Col span={7}>{conversation}</Grid.Col>
        </Grid>
      ) : selectedId ? (
        <Stack gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => select(null)}
            style={{ alignSelf: 'flex-start' }}
          >
            All conversations
          </Button>
          {conversation}
        </Stack>
      ) : (
        list
      )}
    </Stack>
  );
}
