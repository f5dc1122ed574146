/** A picked date range: two calendar dates (yyyy-MM-dd), either of them possibly not picked yet. */
export type CalendarDateRange = [string | null, string | null];

/** Milliseconds the wall clock of `timeZone` is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day begins in `timeZone`; `dayOffset` moves to a later day (month ends roll over). */
function startOfDayInZone(calendarDate: string, timeZone: string, dayOffset = 0): number {
  const [year = 1970, month = 1, day = 1] = calendarDate.split('-').map(Number);
  const midnightAsUtc = Date.UTC(year, month - 1, day + dayOffset);
  const firstGuess = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  return midnightAsUtc - zoneOffsetMs(firstGuess, timeZone);
}

/**
 * The ISO instants bounding a picked date range in the facility's time zone: from the start of the
 * first day to the last millisecond of the last day. Unpicked ends are empty strings ("any time").
 */
export function dateRangeToInstants(
  [fromDate, toDate]: CalendarDateRange,
  timeZone: string,
): { from: string; to: string } {
  const lastDate = toDate ?? fromDate;
  return {
    from: fromDate ? new Date(startOfDayInZone(fromDate, timeZone)).toISOString() : '',
    to: lastDate ? new Date(startOfDayInZone(lastDate, timeZone, 1) - 1).toISOString() : '',
  };
}
