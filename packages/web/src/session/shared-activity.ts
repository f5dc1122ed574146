/**
 * The last user activity shared by every tab of this browser, so an idle tab does not sign out
 * (and end the shared session cookie) while the user works in another tab.
 */
const STORAGE_KEY = 'carenest.lastActivityAt';

/** The last activity any tab recorded (epoch ms), or 0. */
export function readSharedActivity(): number {
  try {
    const stored = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/** Records this tab's activity for the other tabs. */
export function writeSharedActivity(at: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(at));
  } catch {
    // Without storage each tab simply keeps its own timer.
  }
}
