import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MESSAGES } from '@carenest/core';

/** The spec's "Access Restricted" panel of an administrator screen, with that screen's sentence. */
export function RestrictedNotice({ message }: { message: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock aria-hidden />}
      title={MESSAGES.accessRestrictedTitle}
    >
      {message}
    </Alert>
  );
}
