import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime, type Notification, type NotificationList, type Severity } from '@carenest/core';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/notifications.ts';
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

/** What the bell's popover shows and whether it is open. */
interface NotificationPopoverProps {
  /** The bell's button, the popover's target. */
  children: ReactElement;
  /** Whether the signed-in account may read its notifications (NotificationBell). */
  isEnabled: boolean;
  notifications: UseQueryResult<NotificationList>;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/**
 * The notification bell's popover (layout/NotificationBell.tsx loads it after the first paint): the latest
 * notifications, the one opened marked read and its link followed, and "Mark all as read" while any is unread.
 */
export function NotificationPopover({
  children,
  isEnabled,
  notifications,
  opened,
  onChange,
}: NotificationPopoverProps) {
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];

  const open = (notification: Notification) => {
    if (notification.readAt === null) markOne.mutate(notification.id);
    onChange(false);
    if (notification.link) void navigate(notification.link);
  };

  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={340} shadow="md" trapFocus>
      <Popover.Target>{children}</Popover.Target>
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
    </Popover>
  );
}
