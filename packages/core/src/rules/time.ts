/** Formatters already built, by purpose and time zone: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of one purpose for a time zone, built once. */
function formatterFor(
  purpose: 'parts' | 'hour' | 'day' | 'clock',
  timeZone: string,
  create: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  const key = `${purpose} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Parts of an instant as seen on the wall clock of a time zone. */
function zonedParts(instant: Date, timeZone: string): Record<string, string> {
  const formatter = formatterFor(
    'parts',
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        hourCycle: 'h12',
      }),
  );
  return Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** An instant as MM/dd/yyyy in the given time zone (the spec's date format). */
export function formatDate(instant: Date, timeZone: string): string {
  const parts = zonedParts(instant, timeZone);
  return `${parts.month}/${parts.day}/${parts.year}`;
}

/** An instant as h:mm a in the given time zone (the spec's time format), e.g. "9:05 AM". */
export function formatTime(instant: Date, timeZone: string): string {
  const parts = zonedParts(instant, timeZone);
  return `${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toUpperCase()}`;
}

/** An instant as "MM/dd/yyyy h:mm a" in the given time zone. */
export function formatDateTime(instant: Date, timeZone: string): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}

/** A calendar date (yyyy-MM-dd, no time zone) as MM/dd/yyyy. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/** The hour (0-23) of an instant on the wall clock of a time zone. */
export function hourInZone(instant: Date, timeZone: string): number {
  const formatter = formatterFor(
    'hour',
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }),
  );
  const hour = formatter.format(instant);
  return Number(hour) % 24;
}

/** Age in whole years on `today` (yyyy-MM-dd) of someone born on `dateOfBirth` (yyyy-MM-dd). */
export function ageInYears(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** Today's calendar date (yyyy-MM-dd) in a time zone. */
export function todayInZone(instant: Date, timeZone: string): string {
  const formatter = formatterFor(
    'day',
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return formatter.format(instant);
}

/** The 24-hour wall-clock time ("HH:mm") of an instant in a time zone, as time inputs hold it. */
export function wallTimeInZone(instant: Date, timeZone: string): string {
  const formatter = formatterFor(
    'clock',
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  return formatter.format(instant);
}

/** The calendar day `count` days after `day` (before it when negative), both yyyy-MM-dd. */
export function addCalendarDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}
