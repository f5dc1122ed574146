import { useState, type ComponentProps } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNotifications } from '../api/notifications.ts';
import { deferredModule, useDeferredModule } from '../hooks/use-deferred-module.ts';

/** The bell's popover, loaded after the first paint. */
const popoverModule = deferredModule(() => import('./NotificationPopover.tsx'));

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
 * a popover listing the latest notifications (layout/NotificationPopover.tsx). Accounts that may not read patient
 * information yet (pending approval, MFA enrolment due) do not ask.
 *
 * The first screen draws the button alone; the popover's module, with the positioning it needs, loads once the
 * screen has painted (hooks/use-deferred-module.ts); a click before it arrived opens the popover when it does.
 */
export function NotificationBell({ isEnabled }: { isEnabled: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const notifications = useNotifications(isEnabled);
  const [popover, loadPopover] = useDeferredModule(popoverModule);
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red.8"
      offset={6}
      disabled={unread === 0}
    >
      {popover ? (
        <popover.NotificationPopover
          opened={isOpen}
          onChange={setIsOpen}
          isEnabled={isEnabled}
          notifications={notifications}
        >
          <BellButton unread={unread} onClick={() => setIsOpen((value) => !value)} />
        </popover.NotificationPopover>
      ) : (
        <BellButton
          unread={unread}
          onClick={() => {
            setIsOpen(true);
            loadPopover();
          }}
        />
      )}
    </Indicator>
  );
}
