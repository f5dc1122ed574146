import { VisuallyHidden } from '@mantine/core';

/** The dash shown for a value whose feature has not arrived yet, read out as "Not yet available". */
export function NotAvailableValue() {
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>Not yet available</VisuallyHidden>
    </>
  );
}
