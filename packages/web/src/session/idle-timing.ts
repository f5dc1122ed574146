import { LIMITS } from '@carenest/core';

/**
 * Timing of the HIPAA automatic logoff, in one place.
 *
 * The idle period is LIMITS.sessionIdleMinutes (15 min, the server's own idle timeout); the "Are you
 * still there?" warning opens 60 s before its end; while the user is active the server session is
 * kept alive by a GET /api/auth/session at most once per 5 minutes.
 *
 * Browser tests may shorten (never lengthen) the idle period: set localStorage `carenest.idleSeconds`
 * to a number of seconds before the page loads, e.g. in Playwright
 *   await page.addInitScript(() => window.localStorage.setItem('carenest.idleSeconds', '20'));
 * The warning then opens 60 s before the end, or at half the period when that is shorter than 2 minutes.
 * The value is read once per page load, the first time the signed-in area needs the timing.
 */
export interface IdleTiming {
  /** Inactivity after which the user is signed out. */
  idleMs: number;
  /** How long before the sign-out the warning opens (its countdown). */
  warningMs: number;
  /** Least time between two keep-alive calls to the server. */
  keepAliveMs: number;
  /** Least time between two recorded activities (pointer moves and scrolls fire very often). */
  activityThrottleMs: number;
  /** How often the timer looks at the clock. */
  tickMs: number;
}

/** localStorage key of the test override, in seconds for the whole idle period. */
export const IDLE_SECONDS_STORAGE_KEY = 'carenest.idleSeconds';

const DEFAULT_IDLE_MS = LIMITS.sessionIdleMinutes * 60_000;
const WARNING_MS = 60_000;
const KEEP_ALIVE_MS = 5 * 60_000;
const ACTIVITY_THROTTLE_MS = 1_000;
const TICK_MS = 500;
const SHORTEST_IDLE_SECONDS = 4;

/** The override of the idle period in milliseconds, or null when absent, invalid or not shorter. */
function readIdleOverrideMs(): number | null {
  try {
    const stored = window.localStorage.getItem(IDLE_SECONDS_STORAGE_KEY);
    if (stored === null) return null;
    const seconds = Number(stored);
    if (!Number.isFinite(seconds) || seconds < SHORTEST_IDLE_SECONDS) return null;
    const idleMs = seconds * 1000;
    return idleMs < DEFAULT_IDLE_MS ? idleMs : null;
  } catch {
    return null;
  }
}

/** Builds the timing for an idle period: the warning lasts 60 s, or half the period when shorter. */
export function timingForIdlePeriod(idleMs: number): IdleTiming {
  return {
    idleMs,
    warningMs: Math.min(WARNING_MS, idleMs / 2),
    keepAliveMs: KEEP_ALIVE_MS,
    activityThrottleMs: ACTIVITY_THROTTLE_MS,
    tickMs: TICK_MS,
  };
}

let pageTiming: IdleTiming | undefined;

/** The idle timing of this page load (the test override is read once). */
export function idleTiming(): IdleTiming {
  pageTiming ??= timingForIdlePeriod(readIdleOverrideMs() ?? DEFAULT_IDLE_MS);
  return pageTiming;
}
