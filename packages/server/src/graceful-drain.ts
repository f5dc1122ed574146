/** What a drain needs to stop, in order (ARCHITECTURE.md, "Operations"). */
export interface DrainSteps {
  /** Answer /api/health/ready 503 from now on. */
  startDraining(): void;
  /** Close the HTTP server: end event streams with a retry hint, refuse new connections, finish requests. */
  closeServer(): Promise<void>;
  /** Stop taking jobs and wait for the running ones, up to `timeoutMs`. */
  stopBackgroundWork(timeoutMs: number): Promise<void>;
  /** Release what is left: metrics, traces, the listener, the database. */
  release(): Promise<void>;
  log(message: string, details?: object): void;
}

/** The longest a drain may take from the signal to the exit. */
export const DRAIN_DEADLINE_MS = 45_000;
/** Margin kept before the deadline for releasing connections and exiting. */
const RELEASE_MARGIN_MS = 4_000;

/**
 * Drains the process on the first SIGTERM or SIGINT; a repeated signal changes nothing (`npm start` forwards the
 * signal it gets, and a signal sent to the process group reaches both). At once readiness answers 503 and the
 * instance keeps serving for `graceMs` (DRAIN_GRACE_SECONDS), long enough for the balancer's checks to notice;
 * then event streams end with a retry hint, new connections are refused, in-flight requests and running jobs
 * finish, and the process exits 0, in any case within 45 s of the signal (exit code 1 when forced).
 */
export function drainOnSignal(steps: DrainSteps, graceMs: number): void {
  let isStopping = false;
  const drain = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    const startedAt = Date.now();
    setTimeout(() => {
      steps.log('drain did not finish within 45 s; exiting');
      process.exit(1);
    }, DRAIN_DEADLINE_MS - 500).unref();
    steps.startDraining();
    steps.log('draining: readiness answers 503', { signal, graceMs });
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    const jobTimeoutMs = Math.max(1000, DRAIN_DEADLINE_MS - RELEASE_MARGIN_MS - (Date.now() - startedAt));
    await Promise.all([steps.closeServer(), steps.stopBackgroundWork(jobTimeoutMs)]);
    await steps.release();
    steps.log('drained', { drainMs: Date.now() - startedAt });
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void drain(signal));
}
