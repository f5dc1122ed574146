import { Badge } from '@mantine/core';
import type { ClaimStatus } from '@carenest/core';

/** Badge colours by claim status. */
const COLORS: Record<ClaimStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  accepted: 'teal',
  paid: 'green',
  rejected: 'red',
  denied: 'red',
  appealed: 'grape',
};

/** A claim's status as a badge. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
