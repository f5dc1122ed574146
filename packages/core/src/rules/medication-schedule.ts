import { MESSAGES } from '../messages.ts';

/** How a recorded dose went: given, held (withheld by the clinician) or refused (by the child). */
export const ADMINISTRATION_OUTCOMES = ['given', 'held', 'refused'] as const;
/** The outcome of one administration. */
export type AdministrationOutcome = (typeof ADMINISTRATION_OUTCOMES)[number];

/**
 * Where a scheduled dose of today stands: still open (upcoming, due, late, missed), recorded, or given at home
 * before arrival (the parent's morning handoff), which the center does not give again.
 */
export const DOSE_STATUSES = [
  'upcoming',
  'due',
  'late',
  'missed',
  ...ADMINISTRATION_OUTCOMES,
  'given_at_home',
] as const;
/** The status of one scheduled dose. */
export type DoseStatus = (typeof DOSE_STATUSES)[number];

/** The eMAR's timing rules: the window around a scheduled time, and what a stated time may be. */
export const DOSE_TIMING = {
  /** A dose is due from 60 minutes before to 60 minutes after its time, and late after that. */
  windowMinutes: 60,
  /** A stated administration time may be at most 5 minutes ahead of the server's clock. */
  futureToleranceMinutes: 5,
  /** and at most 24 hours behind it. */
  pastLimitHours: 24,
} as const;

const MINUTE_MS = 60_000;

/** A dose recorded against a scheduled time: the instant it was scheduled for, its outcome and its record. */
export interface RecordedDose {
  scheduledFor: Date | string;
  outcome: AdministrationOutcome;
  administrationId: string;
}

/** One scheduled dose of a day with its status. */
export interface ScheduledDose {
  /** The scheduled time of day, HH:mm on the facility's clock. */
  time: string;
  /** The instant that time falls on, that day, in the facility's time zone. */
  scheduledAt: Date;
  status: DoseStatus;
  /** The administration that recorded it, for given, held and refused doses. */
  administrationId: string | null;
}

/** One wall-clock formatter per time zone: building one costs far more than using it. */
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter that reads an instant's wall-clock parts in a time zone. */
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset of a time zone from UTC at an instant, in milliseconds (whole seconds). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour') % 24, value('minute'));
  return wall + value('second') * 1000 - Math.floor(instant / 1000) * 1000;
}

/** Instants already worked out, by zone, day and time: reading a zone's offset is slow, and a day's few times repeat. */
const instantsByWallTime = new Map<string, number>();
/** Past this many remembered instants the memory starts afresh. */
const INSTANT_MEMORY_LIMIT = 10_000;

/**
 * The instant a wall-clock time (HH:mm) on a calendar day (yyyy-MM-dd) falls on in a time zone. A time
 * skipped by a daylight-saving change counts as the same clock reading after the change; a repeated time
 * counts as its first occurrence.
 */
export function wallTimeToInstant(day: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${day} ${time}`;
  let instant = instantsByWallTime.get(key);
  if (instant === undefined) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const wall = Date.UTC(year, month - 1, date, hour, minute);
    const first = wall - zoneOffsetMs(wall, timeZone);
    const second = wall - zoneOffsetMs(first, timeZone);
    const exact = [first, second].filter(
      (candidate) => candidate + zoneOffsetMs(candidate, timeZone) === wall,
    );
    instant = exact.length > 0 ? Math.min(...exact) : Math.max(first, second);
    if (instantsByWallTime.size >= INSTANT_MEMORY_LIMIT) instantsByWallTime.clear();
    instantsByWallTime.set(key, instant);
  }
  return new Date(instant);
}

/** The calendar day after `day` (both yyyy-MM-dd). */
export function nextCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The instants a facility's calendar day starts and ends at (end exclusive), in its time zone. */
export function facilityDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: wallTimeToInstant(day, '00:00', timeZone),
    end: wallTimeToInstant(nextCalendarDay(day), '00:00', timeZone),
  };
}

/** The status of a dose nobody has recorded yet, at `now`, given the moment it counts as missed. */
function openDoseStatus(scheduledAt: number, missedAt: number, now: number): DoseStatus {
  const window = DOSE_TIMING.windowMinutes * MINUTE_MS;
  if (now >= missedAt) return 'missed';
  if (now < scheduledAt - window) return 'upcoming';
  if (now <= scheduledAt + window) return 'due';
  return 'late';
}

/** One version of a medication order's schedule: its times of day, from the instant it took effect. */
export interface ScheduleVersion {
  from: Date;
  times: readonly string[];
}

/**
 * Whether a time of day is owed at an instant: the order version in force then (the latest that took effect
 * at or before it) lists that time, and the order had not been stopped.
 */
function isOwed(
  time: string,
  instant: number,
  versions: readonly ScheduleVersion[],
  stoppedAt: number,
): boolean {
  if (instant >= stoppedAt) return false;
  const inForce = versions.filter((version) => version.from.getTime() <= instant).at(-1);
  return inForce?.times.includes(time) ?? false;
}

/**
 * Today's doses of one medication with their status. A recorded dose takes its outcome (given, held,
 * refused). An open dose is upcoming until 60 minutes before its time, due within 60 minutes either side,
 * late after that, and missed once the facility's day ends or the medication's next scheduled time comes,
 * whichever is first. A medication that starts after `day` has no doses that day. An open dose is owed only
 * under the order version in force at its time (`versions`, oldest first; or `scheduledTimes` from
 * `orderedAt`): one scheduled before the order was entered or changed to include it is not the center's to
 * give, and none is owed once the order was discontinued (`stoppedAt`). A dose the parent gave at home
 * (`givenAtHome`) within 60 minutes of an open scheduled time covers that dose (the nearest one, each home
 * dose once): it is given at home, not due.
 */
export function scheduleDoses(input: {
  scheduledTimes: readonly string[];
  day: string;
  timeZone: string;
  recorded: readonly RecordedDose[];
  now: Date;
  startDate?: string;
  orderedAt?: Date;
  versions?: readonly ScheduleVersion[];
  stoppedAt?: Date | null;
  givenAtHome?: readonly Date[];
}): ScheduledDose[] {
  if (input.startDate && input.startDate > input.day) return [];
  const versions = input.versions ?? [
    { from: input.orderedAt ?? new Date(-8.64e15), times: input.scheduledTimes },
  ];
  const stoppedAt = input.stoppedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const times = [...new Set(versions.flatMap((version) => version.times))].sort();
  const dayEnd = facilityDayBounds(input.day, input.timeZone).end.getTime();
  const instants = times.map((time) => wallTimeToInstant(input.day, time, input.timeZone).getTime());
  const recordedAt = new Map(input.recorded.map((dose) => [new Date(dose.scheduledFor).getTime(), dose]));
  const owed = times.map((time, index) => isOwed(time, instants[index]!, versions, stoppedAt));
  const owedInstants = instants.filter((_, index) => owed[index]);
  const coveredAtHome = coveredByHomeDoses(
    owedInstants.filter((instant) => !recordedAt.has(instant)),
    input.givenAtHome ?? [],
  );
  return times.flatMap((time, index): ScheduledDose[] => {
    const scheduledAt = instants[index]!;
    const record = recordedAt.get(scheduledAt);
    if (record) {
      return [
        {
          time,
          scheduledAt: new Date(scheduledAt),
          status: record.outcome,
          administrationId: record.administrationId,
        },
      ];
    }
    if (!owed[index]) return [];
    if (coveredAtHome.has(scheduledAt))
      return [{ time, scheduledAt: new Date(scheduledAt), status: 'given_at_home', administrationId: null }];
    const nextDose = owedInstants.find((instant) => instant > scheduledAt) ?? dayEnd;
    const status = openDoseStatus(scheduledAt, Math.min(dayEnd, nextDose), input.now.getTime());
    return [{ time, scheduledAt: new Date(scheduledAt), status, administrationId: null }];
  });
}

/** The open scheduled instants a home dose covers: each home dose the nearest one within the window, once. */
function coveredByHomeDoses(openInstants: readonly number[], givenAtHome: readonly Date[]): Set<number> {
  const window = DOSE_TIMING.windowMinutes * MINUTE_MS;
  const covered = new Set<number>();
  for (const given of [...givenAtHome].map((date) => date.getTime()).sort((left, right) => left - right)) {
    const nearest = openInstants
      .filter((instant) => !covered.has(instant) && Math.abs(instant - given) <= window)
      .sort((left, right) => Math.abs(left - given) - Math.abs(right - given))[0];
    if (nearest !== undefined) covered.add(nearest);
  }
  return covered;
}

/** Whether a dose still needs someone: due now or late. */
export function isDoseOutstanding(status: DoseStatus): boolean {
  return status === 'due' || status === 'late';
}

/**
 * What is wrong with a clinician's stated administration time, judged by the server's clock: more than
 * 5 minutes ahead of now, or more than 24 hours behind it. Null when the time is acceptable.
 */
export function administrationTimeProblem(stated: Date, now: Date): string | null {
  if (stated.getTime() > now.getTime() + DOSE_TIMING.futureToleranceMinutes * MINUTE_MS)
    return MESSAGES.administrationTimeInFuture;
  if (stated.getTime() < now.getTime() - DOSE_TIMING.pastLimitHours * 60 * MINUTE_MS)
    return MESSAGES.administrationTimeTooOld;
  return null;
}
