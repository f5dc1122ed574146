import { notifications } from '@mantine/notifications';
import { TOASTS } from '@carenest/core';

/** Gives every toast's close button an accessible name. */
const CLOSE_BUTTON_PROPS = { 'aria-label': 'Close notification' };

/** Shows a green toast for 2 seconds (the spec's success toast). */
export function notifySuccess(message: string): void {
  notifications.show({
    message,
    color: 'green',
    autoClose: TOASTS.successMs,
    closeButtonProps: CLOSE_BUTTON_PROPS,
  });
}

/** Shows a red toast for 4 seconds (the spec's error toast). */
export function notifyError(message: string): void {
  notifications.show({
    message,
    color: 'red',
    autoClose: TOASTS.errorMs,
    closeButtonProps: CLOSE_BUTTON_PROPS,
  });
}
