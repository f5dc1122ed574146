import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MESSAGES } from '@carenest/core';

/** The spec's "Access Restricted" panel for a user whose role may not read patients. */
export function AccessRestrictedPanel() {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock aria-hidden />}
      title={MESSAGES.accessRestrictedTitle}
    >
      {MESSAGES.accessRestrictedPatients}
    </Alert>
  );
}
