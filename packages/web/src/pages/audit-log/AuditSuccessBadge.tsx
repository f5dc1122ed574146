import { Badge } from '@mantine/core';

/** Whether an audited action succeeded, as a green "Success" or red "Failed" badge. */
export function AuditSuccessBadge({ isSuccess }: { isSuccess: boolean }) {
  return (
    <Badge color={isSuccess ? 'green' : 'red'} variant="light" radius="sm" miw="max-content">
      {isSuccess ? 'Success' : 'Failed'}
    </Badge>
  );
}
