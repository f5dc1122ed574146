import { useState } from 'react';
import { Button, Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { IconMessagePlus, IconPlus } from '@tabler/icons-react';
import { MESSAGES, driverTaskPolicy, type PolicyActor } from '@carenest/core';
import { describeError } from '../../../api/client.ts';
import { useDriverMessages, useDriverTasks } from '../../../api/driver-tasks.ts';
import { EmptyListMessage } from '../../../components/EmptyListMessage.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { DriverMessageFormDialog } from './DriverMessageFormDialog.tsx';
import { DriverMessageList } from './DriverMessageList.tsx';
import { DriverTaskFormDialog } from './DriverTaskFormDialog.tsx';
import { DriverTaskList } from './DriverTaskList.tsx';

/**
 * Driver tasks and messages on the Transportation screen: the task list (open or completed) with its
 * checkboxes, the messages, and for administrators "Add task" and "Message driver". Both lists follow
 * changes live.
 */
export function DriverTasksPanel({
  actor,
  date,
  timeZone,
}: {
  actor: PolicyActor;
  date: string;
  timeZone: string;
}) {
  const [status, setStatus] = useState<'open' | 'completed'>('open');
  const [form, setForm] = useState<'task' | 'message' | null>(null);
  const tasks = useDriverTasks(status);
  const messages = useDriverMessages();
  const canAssign = driverTaskPolicy.canAssign(actor);

  return (
    <Stack gap="md">
      {canAssign ? (
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm('task')}>
            Add task
          </Button>
          <Button
            variant="light"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={() => setForm('message')}
          >
            Message driver
          </Button>
        </Group>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz="lg">
          Tasks
        </Title>
        <SegmentedControl
          aria-label="Which tasks"
          value={status}
          onChange={(value) => setStatus(value === 'completed' ? 'completed' : 'open')}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'completed', label: 'Completed' },
          ]}
        />
      </Group>
      {tasks.isPending ? <Skeleton height={120} aria-label="Loading tasks" /> : null}
      {tasks.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadDriverTasks}
          message={describeError(tasks.error)}
          onRetry={() => void tasks.refetch()}
          isRetrying={tasks.isFetching}
        />
      ) : null}
      {tasks.data && tasks.data.items.length === 0 ? (
        <EmptyListMessage>{status === 'open' ? 'No open tasks.' : 'No completed tasks.'}</EmptyListMessage>
      ) : null}
      {tasks.data && tasks.data.items.length > 0 ? (
        <DriverTaskList tasks={tasks.data.items} actor={actor} timeZone={timeZone} />
      ) : null}
      <Title order={2} fz="lg">
        Messages
      </Title>
      {messages.isPending ? <Skeleton height={120} aria-label="Loading messages" /> : null}
      {messages.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadDriverTasks}
          message={describeError(messages.error)}
          onRetry={() => void messages.refetch()}
          isRetrying={messages.isFetching}
        />
      ) : null}
      {messages.data && messages.data.items.length === 0 ? (
        <EmptyListMessage>No messages.</EmptyListMessage>
      ) : null}
      {messages.data && messages.data.items.length > 0 ? (
        <DriverMessageList messages={messages.data.items} actor={actor} timeZone={timeZone} />
      ) : null}
      <DriverTaskFormDialog opened={form === 'task'} date={date} onClose={() => setForm(null)} />
      <DriverMessageFormDialog opened={form === 'message'} date={date} onClose={() => setForm(null)} />
    </Stack>
  );
}
