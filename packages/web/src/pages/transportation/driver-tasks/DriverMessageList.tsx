import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  DRIVER_MESSAGE_TYPE_LABELS,
  driverTaskPolicy,
  formatDateTime,
  type DriverMessage,
  type PolicyActor,
} from '@carenest/core';
import { useMarkDriverMessageRead } from '../../../api/driver-tasks.ts';
import { submitForm } from '../../../forms/submit-form.ts';

/**
 * Driver messages, newest first: type, sender, time, child and text; unread ones are marked and their driver
 * can mark them read; administrators see whom each went to and whether it was read.
 */
export function DriverMessageList({
  messages,
  actor,
  timeZone,
}: {
  messages: readonly DriverMessage[];
  actor: PolicyActor;
  timeZone: string;
}) {
  const markRead = useMarkDriverMessageRead();
  const read = (message: DriverMessage) => submitForm({ write: () => markRead.mutateAsync(message.id) });
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <Paper
          component="li"
          key={message.id}
          withBorder
          p="sm"
          radius="md"
          aria-label={`${DRIVER_MESSAGE_TYPE_LABELS[message.messageType]} from ${message.sender.name}`}
        >
          <Stack gap={6}>
            <Group gap="xs" wrap="wrap" justify="space-between">
              <Group gap="xs">
                <Badge variant="light">{DRIVER_MESSAGE_TYPE_LABELS[message.messageType]}</Badge>
                {message.readAt ? null : (
                  <Badge color="red" variant="filled">
                    Unread
                  </Badge>
                )}
              </Group>
              <Text fz="xs" c="dimmed">
                {formatDateTime(new Date(message.createdAt), timeZone)}
              </Text>
            </Group>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Text>
            <Text fz="xs" c="dimmed">
              From {message.sender.name}
              {actor.role === 'driver' ? '' : ` to ${message.driver.name}`}
              {message.patient ? ` · about ${message.patient.name}` : ''}
              {message.taskId ? ' · on the task list' : ''}
              {actor.role !== 'driver' && message.readAt
                ? ` · read ${formatDateTime(new Date(message.readAt), timeZone)}`
                : ''}
            </Text>
            {!message.readAt && driverTaskPolicy.canMarkRead(actor, { driverId: message.driver.id }) ? (
              <Button
                variant="light"
                size="md"
                onClick={() => void read(message)}
                aria-label={`Mark ${DRIVER_MESSAGE_TYPE_LABELS[message.messageType].toLowerCase()} from ${message.sender.name} read`}
              >
                Mark read
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
