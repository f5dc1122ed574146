import { notifications } from '@mantine/notifications';
import { TOASTS } from '@carenest/core';

/** Shows a green toast for 2 seconds (the spec's success toast). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: TOASTS.successMs });
}

/** Shows a red toast for 4 seconds (the spec's error toast). */
export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: TOASTS.errorMs });
}
