/** Colour of a staff load bar (spec part 2, section 9). */
export type StaffLoadColour = 'red' | 'orange' | 'green';

/** Load thresholds of the spec: 90 percent or more is red, 70 percent or more orange, else green. */
export const STAFF_LOAD_THRESHOLDS = { red: 90, orange: 70 } as const;

/**
 * A staff member's load as a percentage of their maximum (not rounded; above 100 when over the maximum).
 * A maximum of 0 counts as full.
 */
export function staffLoadPercentage(currentPatientCount: number, maxPatientLoad: number): number {
  if (maxPatientLoad <= 0) return 100;
  return (Math.max(currentPatientCount, 0) / maxPatientLoad) * 100;
}

/** The load bar's colour for a load percentage. */
export function staffLoadColour(percentage: number): StaffLoadColour {
  if (percentage >= STAFF_LOAD_THRESHOLDS.red) return 'red';
  if (percentage >= STAFF_LOAD_THRESHOLDS.orange) return 'orange';
  return 'green';
}

/** The load bar's width in percent: the load, capped at 100. */
export function staffLoadBarWidth(percentage: number): number {
  return Math.min(Math.max(percentage, 0), 100);
}

/** Whether a staff member can take no more patients (at or above their maximum load). */
export function isAtCapacity(currentPatientCount: number, maxPatientLoad: number): boolean {
  return currentPatientCount >= maxPatientLoad;
}

/** The spec's refusal when a staff member is full: '<first name> <last name> has reached maximum patient capacity'. */
export function capacityReachedMessage(firstName: string, lastName: string): string {
  return `${firstName} ${lastName} has reached maximum patient capacity`;
}
