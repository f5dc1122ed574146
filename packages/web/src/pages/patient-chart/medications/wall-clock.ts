import { todayInZone, wallTimeToInstant } from '@carenest/core';

/** An instant as a datetime-local value (yyyy-MM-ddTHH:mm) on the wall clock of the facility's time zone. */
export function toWallClockInput(instant: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${todayInZone(instant, timeZone)}T${time}`;
}

/** A datetime-local value read on the facility's wall clock, as an instant; null when it is not a full value. */
export function fromWallClockInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? wallTimeToInstant(match[1]!, match[2]!, timeZone) : null;
}
