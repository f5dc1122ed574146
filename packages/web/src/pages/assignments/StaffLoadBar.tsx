import { Progress } from '@mantine/core';
import { staffLoadBarWidth, staffLoadColour, staffLoadPercentage } from '@carenest/core';

/** A staff member's load bar: coloured by the spec's thresholds (red ≥ 90 %, orange ≥ 70 %), width capped at 100. */
export function StaffLoadBar({
  currentPatientCount,
  maxPatientLoad,
  label,
}: {
  currentPatientCount: number;
  maxPatientLoad: number;
  label: string;
}) {
  const percentage = staffLoadPercentage(currentPatientCount, maxPatientLoad);
  return (
    <Progress
      value={staffLoadBarWidth(percentage)}
      color={staffLoadColour(percentage)}
      size="md"
      radius="xl"
      aria-label={label}
      data-load-colour={staffLoadColour(percentage)}
    />
  );
}
