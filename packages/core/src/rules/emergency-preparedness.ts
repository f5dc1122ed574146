import { addCalendarDays } from './time.ts';

/**
 * The emergency preparedness rules. Both states' rules apply to every facility, the stricter reading where
 * only one state names a record: Texas 26 TAC §550.209 (one unannounced drill a year, each child's equipment,
 * evacuation transport) and Florida 59A-13.022 (the generator tested every 30 days with a signed log, the
 * yearly fire inspection report on file).
 */
export const EMERGENCY_RULES = {
  /** Florida 59A-13.022: the generator is tested at least every 30 days. */
  generatorTestIntervalDays: 30,
  /** A test falling due within this many days is highlighted before it is overdue. */
  generatorDueSoonDays: 7,
  /**
   * 26 TAC §550.209: one unannounced drill a year, read as within the past 365 days (a rolling year, never a
   * calendar year that could leave almost two years between drills).
   */
  unannouncedDrillWindowDays: 365,
  /** A document on file expiring within this many days is flagged before it lapses. */
  documentExpiringSoonDays: 30,
} as const;

/** Where the generator log stands today. */
export type GeneratorTestState = 'never_tested' | 'overdue' | 'due_soon' | 'current';

/** The generator log's standing: the last test, when the next is due and how many days are left. */
export interface GeneratorTestStatus {
  state: GeneratorTestState;
  lastTestedOn: string | null;
  nextDueOn: string | null;
  daysUntilDue: number | null;
}

/** Whole days from one "YYYY-MM-DD" date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The generator log on the facility's `today` (Florida 59A-13.022): never tested, overdue once the 30 days
 * since the last test have passed, due soon within the last week, else current.
 */
export function generatorTestStatus(lastTestedOn: string | null, today: string): GeneratorTestStatus {
  if (lastTestedOn === null)
    return { state: 'never_tested', lastTestedOn: null, nextDueOn: null, daysUntilDue: null };
  const nextDueOn = addCalendarDays(lastTestedOn, EMERGENCY_RULES.generatorTestIntervalDays);
  const daysUntilDue = daysBetween(today, nextDueOn);
  const state: GeneratorTestState =
    daysUntilDue < 0
      ? 'overdue'
      : daysUntilDue <= EMERGENCY_RULES.generatorDueSoonDays
        ? 'due_soon'
        : 'current';
  return { state, lastTestedOn, nextDueOn, daysUntilDue };
}

/** Whether the year's unannounced drill is on the log. */
export interface UnannouncedDrillStatus {
  lastUnannouncedOn: string | null;
  isMissing: boolean;
}

/** 26 TAC §550.209: missing when no unannounced drill was held within the past 365 days of `today`. */
export function unannouncedDrillStatus(
  lastUnannouncedOn: string | null,
  today: string,
): UnannouncedDrillStatus {
  const isMissing =
    lastUnannouncedOn === null ||
    daysBetween(lastUnannouncedOn, today) > EMERGENCY_RULES.unannouncedDrillWindowDays;
  return { lastUnannouncedOn, isMissing };
}

/** Where a document on file stands: expired, expiring within 30 days, or current. */
export type DocumentExpiryState = 'expired' | 'expiring_soon' | 'current';

/** A document on file's standing on `today`: expired after its expiry date, expiring soon within 30 days. */
export function documentExpiryState(expiresOn: string, today: string): DocumentExpiryState {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= EMERGENCY_RULES.documentExpiringSoonDays ? 'expiring_soon' : 'current';
}
