import { readFileSync } from 'node:fs';

/** Resident set size of a process in MiB, read from /proc (Linux); undefined elsewhere. */
export function residentMemoryMiB(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every 200 ms until stopped; answers the peak. */
export function samplePeakMemory(pid: number): { stop(): number | undefined } {
  let peak: number | undefined;
  const timer = setInterval(() => {
    const now = residentMemoryMiB(pid);
    if (now !== undefined) peak = Math.max(peak ?? 0, now);
  }, 200);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
