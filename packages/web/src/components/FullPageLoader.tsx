import { Center, Loader } from '@mantine/core';

/** A centred spinner filling the page, shown while the session is restored or a screen loads. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
