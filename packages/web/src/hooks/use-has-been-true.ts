import { useState } from 'react';

/**
 * Whether `condition` has held on any render of the calling component so far. For what mounts the first time it
 * is needed and stays mounted from then on, so it costs the first screen nothing and can still animate away
 * (the toasts' container, the automatic logoff's dialog, the phone's navigation).
 */
export function useHasBeenTrue(condition: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(condition);
  if (condition && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue;
}
