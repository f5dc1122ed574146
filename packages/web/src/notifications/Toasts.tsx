import { Notifications, notificationsStore, useNotifications } from '@mantine/notifications';
import { TOASTS } from '@carenest/core';
import { useHasBeenTrue } from '../hooks/use-has-been-true.ts';

/** Where the toasts show. */
const TOAST_POSITION = 'top-right';

// The container tells the store its position and limit only once it mounts; told here, the first toast, shown
// before it mounts, is placed where the container then draws it.
notificationsStore.updateState((state) => ({
  ...state,
  defaultPosition: TOAST_POSITION,
  limit: TOASTS.limit,
}));

/**
 * The app's toasts at the top right (at most TOASTS.limit), mounted with the first toast and kept from then on.
 * Mantine's container draws a portal for each of its six positions, and mounting those portals costs a phone a
 * second render inside the first screen's commit; most page loads show no toast at all.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const hasShownToast = useHasBeenTrue(notifications.length + queue.length > 0);
  return hasShownToast ? (
    <Notifications position={TOAST_POSITION} limit={TOASTS.limit} autoClose={TOASTS.defaultMs} />
  ) : null;
}
