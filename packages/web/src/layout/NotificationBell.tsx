import { useState, type ComponentProps, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { formatDateTime, type Notification, type Severity } from '@carenest/core';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.ts';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint.ts';
import { useTimeZone } from '../hooks/use-time-zone.ts';

/** The colour of a notification's side mark by severity. */
const SEVERITY_MARKS: Record<Severity, string> = {
  low: 'var(--mantine-color-gray-5)',
  medium: 'var(--mantine-color-yellow-6)',
  high: 'var(--mantine-color-orange-7)',
  critical: 'var(--mantine-color-red-8)',
};

/** One notification of the list: title (bold while unread), body and time; opening it follows its link. */
function NotificationItem({
  notification,
  timeZone,
  onOpen,
}: {
  notification: Notification;
  timeZone: string;
  onOpen: (notification: Notification) => void;
}) {
  const isUnread = notification.readAt === null;
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      p="xs"
      w="100%"
      style={{ borderLeft: `4px solid ${SEVERITY_MARKS[notification.severity]}`, borderRadius: 4 }}
      bg={isUnread ? 'teal.0' : undefined}
      aria-label={`${isUnread ? 'Unread: ' : ''}${notification.title}`}
    >
      <Text component="span" display="block" fz="sm" fw={isUnread ? 700 : 500}>
        {notification.title}
      </Text>
      <Text component="span" display="block" fz="xs">
        {notification.body}
      </Text>
      <Text component="span" display="block" fz="xs" c="dimmed">
        {formatDateTime(new Date(notification.createdAt), timeZone)}
      </Text>
    </UnstyledButton>
  );
}

/** The bell's button; named by the unread count. */
function BellButton({ unread, ...props }: { unread: number } & ComponentProps<typeof ActionIcon<'button'>>) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      {...props}
    >
      <IconBell size={22} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}

/**
 * The top bar's bell: the signed-in user's unread count as a badge (none at 0), refreshed every 30 s, and
 * a popover listing the latest notifications; opening one marks it read and follows its link. Accounts
 * that may not read patient information yet (pending approval, MFA enrolment due) do not ask.
 *
 * The first screen draws the button alone and the popover once it has painted (a popover's positioning, portal
 * and transition cost the first commit more than the rest of the top bar); a click in between opens it then.
 */
export function NotificationBell({ isEnabled }: { isEnabled: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const notifications = useNotifications(isEnabled);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];
  const hasPainted = useAfterFirstPaint();

  const open = (notification: Notification) => {
    if (notification.readAt === null) markOne.mutate(notification.id);
    setIsOpen(false);
    if (notification.link) void navigate(notification.link);
  };

  const indicator = (content: ReactNode) => (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red.8"
      offset={6}
      disabled={unread === 0}
    >
      {content}
    </Indicator>
  );
  if (!hasPainted) return indicator(<BellButton unread={unread} onClick={() => setIsOpen(true)} />);

  return indicator(
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-end" width={340} shadow="md" trapFocus>
      <Popover.Target>
        <BellButton unread={unread} onClick={() => setIsOpen((value) => !value)} />
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" mb="xs" px={4}>
          <Text fw={700} fz="sm">
            Notifications
          </Text>
          {unread > 0 ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => markAll.mutate()}
              loading={markAll.isPending}
            >
              Mark all as read
            </Button>
          ) : null}
        </Group>
        {notifications.isPending && isEnabled ? <Text fz="sm">Loading notifications…</Text> : null}
        {notifications.isError ? <Text fz="sm">Notifications could not be loaded.</Text> : null}
        {!isEnabled || (notifications.data && items.length === 0) ? (
          <Text fz="sm">You have no notifications.</Text>
        ) : null}
        {items.length > 0 ? (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack
              gap={6}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Notifications"
            >
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} timeZone={timeZone} onOpen={open} />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        ) : null}
      </Popover.Dropdown>
    </Popover>,
  );
}
