/** sessionStorage key under which a granted emergency access to one chart is remembered. */
function storageKey(patientId: string): string {
  return `carenest.emergencyAccess.${patientId}`;
}

/** Remembers, for this browser tab, when the emergency access to a chart ends. */
export function rememberEmergencyAccess(patientId: string, expiresAt: string): void {
  try {
    sessionStorage.setItem(storageKey(patientId), expiresAt);
  } catch {
    // Storage may be unavailable (private mode); the banner is then simply not shown.
  }
}

/**
 * When the emergency access to a chart granted in this tab ends, or null when there is none or it
 * has ended (an ended record is forgotten).
 */
export function activeEmergencyAccessEnd(patientId: string, now: Date = new Date()): Date | null {
  try {
    const stored = sessionStorage.getItem(storageKey(patientId));
    if (!stored) return null;
    const expiresAt = new Date(stored);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now) {
      sessionStorage.removeItem(storageKey(patientId));
      return null;
    }
    return expiresAt;
  } catch {
    return null;
  }
}
