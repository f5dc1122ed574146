import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { IdleTiming } from './idle-timing.ts';
import { readSharedActivity, writeSharedActivity } from './shared-activity.ts';

/** The events that count as the user being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Least time between two writes of the shared activity to localStorage. */
const SHARED_WRITE_INTERVAL_MS = 5_000;

/** What the idle timer tells the screen. */
export interface IdleTimerState {
  /** Whole seconds until the automatic sign-out while the warning is open, else null. */
  secondsLeft: number | null;
  /** The user answered the warning: activity now, the warning closes and the session is kept alive. */
  confirmPresence: () => void;
}

/**
 * Tracks user activity (pointer, keys, touch, scroll; throttled; shared between tabs) against the
 * clock. While active, calls `onKeepAlive` at most once per `keepAliveMs`; in the last `warningMs`
 * of inactivity reports the seconds left (activity alone no longer dismisses the warning); at the
 * end of the idle period calls `onTimeout` once. The clock is read on every tick, so a device that
 * slept past the deadline signs out on wake.
 */
export function useIdleTimer(
  timing: IdleTiming,
  { onKeepAlive, onTimeout }: { onKeepAlive: () => void; onTimeout: () => void },
): IdleTimerState {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastActivityRef = useRef(0);
  const lastKeepAliveRef = useRef(0);
  const isWarningRef = useRef(false);
  const keepAlive = useEffectEvent(onKeepAlive);
  const timeOut = useEffectEvent(onTimeout);

  useEffect(() => {
    const startedAt = Date.now();
    lastActivityRef.current = startedAt;
    lastKeepAliveRef.current = startedAt;
    isWarningRef.current = false;
    writeSharedActivity(startedAt);
    let lastSharedWrite = startedAt;
    let hasTimedOut = false;

    const recordActivity = () => {
      if (isWarningRef.current) return;
      const now = Date.now();
      if (now - lastActivityRef.current < timing.activityThrottleMs) return;
      lastActivityRef.current = now;
      if (now - lastSharedWrite >= SHARED_WRITE_INTERVAL_MS) {
        lastSharedWrite = now;
        writeSharedActivity(now);
      }
    };

    const tick = () => {
      if (hasTimedOut) return;
      const now = Date.now();
      lastActivityRef.current = Math.max(lastActivityRef.current, readSharedActivity());
      const idleFor = now - lastActivityRef.current;
      if (idleFor >= timing.idleMs) {
        hasTimedOut = true;
        timeOut();
        return;
      }
      if (idleFor >= timing.idleMs - timing.warningMs) {
        isWarningRef.current = true;
        setSecondsLeft(Math.ceil((timing.idleMs - idleFor) / 1000));
        return;
      }
      if (isWarningRef.current) {
        isWarningRef.current = false;
        setSecondsLeft(null);
      }
      const hasBeenActiveSinceKeepAlive = lastActivityRef.current > lastKeepAliveRef.current;
      if (hasBeenActiveSinceKeepAlive && now - lastKeepAliveRef.current >= timing.keepAliveMs) {
        lastKeepAliveRef.current = now;
        keepAlive();
      }
    };

    const listenerOptions = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, recordActivity, listenerOptions);
    document.addEventListener('visibilitychange', tick);
    const interval = window.setInterval(tick, timing.tickMs);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, recordActivity, listenerOptions);
      document.removeEventListener('visibilitychange', tick);
      window.clearInterval(interval);
    };
  }, [timing]);

  const confirmPresence = useCallback(() => {
    const now = Date.now();
    lastActivityRef.current = now;
    lastKeepAliveRef.current = now;
    isWarningRef.current = false;
    writeSharedActivity(now);
    setSecondsLeft(null);
    onKeepAlive();
  }, [onKeepAlive]);

  return { secondsLeft, confirmPresence };
}
