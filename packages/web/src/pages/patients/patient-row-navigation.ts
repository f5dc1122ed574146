import type { MouseEvent } from 'react';

/** Whether a click on a clickable row landed on a control of its own (link, button), which acts itself. */
export function isClickOnControl(event: MouseEvent<HTMLElement>): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input') !== null;
}
