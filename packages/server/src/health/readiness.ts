/**
 * Whether this instance takes new work (ARCHITECTURE.md, "Operations"): ready from start until a drain begins
 * (SIGTERM), after which /api/health/ready answers 503 so the balancer stops sending it requests, while
 * /api/health (liveness) stays 200 until the process exits.
 */
export interface Readiness {
  readonly isDraining: boolean;
  startDraining(): void;
}

/** A readiness that is ready until startDraining is called. */
export function createReadiness(): Readiness {
  let isDraining = false;
  return {
    get isDraining() {
      return isDraining;
    },
    startDraining() {
      isDraining = true;
    },
  };
}
