import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useInstallationStatus } from '../api/setup.ts';

/** The first-run setup screen's address. */
const SETUP_PATH = '/setup';

/**
 * Sends every screen to /setup while the install is not set up (ARCHITECTURE.md, "First-run setup"). Until the
 * install's state has arrived (the first render waits for it, `prefetch-landing.ts`) the screen shows as usual.
 */
export function SetupGate({ children }: { children: ReactNode }) {
  const installation = useInstallationStatus();
  const { pathname } = useLocation();
  if (installation.data?.isSetUp === false && pathname !== SETUP_PATH)
    return <Navigate to={SETUP_PATH} replace />;
  return children;
}
