import { Badge, Group, NavLink, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDateTime, type MessageThread } from '@carenest/core';

/** Threads grouped by child, in the order given (latest first), each child once. */
function groupByChild(threads: readonly MessageThread[]) {
  const groups = new Map<string, { name: string; threads: MessageThread[] }>();
  for (const thread of threads) {
    const group = groups.get(thread.patient.id) ?? { name: thread.patient.name, threads: [] };
    group.threads.push(thread);
    groups.set(thread.patient.id, group);
  }
  return [...groups.entries()];
}

/**
 * The reader's conversations grouped by child (the staff inbox; a parent's are one per child), each with the
 * other side, the latest message and the unread count; the selected one marked.
 */
export function ThreadList({
  threads,
  selectedId,
  isParent,
  timeZone,
  onSelect,
}: {
  threads: readonly MessageThread[];
  selectedId: string | null;
  isParent: boolean;
  timeZone: string;
  onSelect: (threadId: string) => void;
}) {
  return (
    <Stack gap="md">
      {groupByChild(threads).map(([patientId, group]) => (
        <Stack key={patientId} gap={4} component="section" aria-label={`Conversations about ${group.name}`}>
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            {group.name}
          </Title>
          {group.threads.map((thread) => (
            <NavLink
              key={thread.id}
              component="button"
              type="button"
              active={thread.id === selectedId}
              onClick={() => onSelect(thread.id)}
              aria-current={thread.id === selectedId ? 'true' : undefined}
              label={
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} fz="sm" truncate>
                    {isParent ? `${group.name}'s care team` : thread.parent.name}
                  </Text>
                  {thread.unreadCount > 0 ? (
                    <Badge color="red" size="sm">
                      {thread.unreadCount}
                      <VisuallyHidden> unread</VisuallyHidden>
                    </Badge>
                  ) : null}
                </Group>
              }
              description={
                thread.lastMessage
                  ? `${thread.lastMessage.sender.name}: ${thread.lastMessage.body} · ${formatDateTime(new Date(thread.lastMessage.sentAt), timeZone)}`
                  : 'No messages yet'
              }
              styles={{ description: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
