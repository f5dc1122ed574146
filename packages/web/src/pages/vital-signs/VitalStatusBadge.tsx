import { Badge } from '@mantine/core';
import { VITAL_STATUS_LABELS, type VitalStatus } from '@carenest/core';

/** Badge colour of each overall status: Normal green, Abnormal yellow, Critical red. */
const STATUS_COLORS: Record<VitalStatus, { color: string; variant: 'light' | 'filled' }> = {
  normal: { color: 'green', variant: 'light' },
  abnormal: { color: 'yellow', variant: 'light' },
  critical: { color: 'red.8', variant: 'filled' },
};

/** A reading's overall status (Normal, Abnormal, Critical) as a badge. */
export function VitalStatusBadge({ status }: { status: VitalStatus }) {
  return (
    <Badge radius="sm" {...STATUS_COLORS[status]}>
      {VITAL_STATUS_LABELS[status]}
    </Badge>
  );
}
