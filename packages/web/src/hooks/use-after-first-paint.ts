import { startTransition, useEffect, useState } from 'react';

/**
 * False on the calling component's first render and until the browser has painted it, then true (set in a
 * transition). For what a screen can draw a moment after its first paint: the work leaves the first render's
 * commit, one long task on a slow phone, for a task of its own.
 */
export function useAfterFirstPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // The frame's callback runs before its paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setHasPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
