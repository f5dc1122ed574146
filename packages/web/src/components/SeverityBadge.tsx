import { Badge } from '@mantine/core';
import type { Severity } from '@carenest/core';

/** Badge colour of each severity: low gray, medium yellow, high orange, critical red. */
const SEVERITY_COLORS: Record<Severity, string> = {
  low: 'gray',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

/** A severity (of a security event or a system alert) as a coloured badge. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge color={SEVERITY_COLORS[severity]} variant="light" radius="sm">
      {severity}
    </Badge>
  );
}
