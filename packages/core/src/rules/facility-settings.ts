import { MESSAGES } from '../messages.ts';

/**
 * What is wrong with a closure day an administrator adds: a day before the facility's today (on its own clock),
 * or one it is already closed on. Null when the day may be added.
 */
export function closureDayProblem(input: {
  date: string;
  today: string;
  closureDays: ReadonlySet<string>;
}): string | null {
  if (input.date < input.today) return MESSAGES.closureDayInPast;
  if (input.closureDays.has(input.date)) return MESSAGES.closureDayDuplicate;
  return null;
}

/**
 * Whether the children present exceed the facility's licensed capacity (the census warning of the
 * administrator's dashboard); never while the capacity is not recorded.
 */
export function isAboveLicensedCapacity(present: number, licensedCapacity: number | null): boolean {
  return licensedCapacity !== null && present > licensedCapacity;
}
